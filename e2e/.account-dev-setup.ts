import type { TestProject } from 'vitest/node';
export default function setup(project: TestProject) {
  project.provide('baseURL', 'http://127.0.0.1:4783');
  project.provide('dataDir', '/tmp/acct-dev/data');
}
