import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeArguments } from './server-bundle';

/**
 * `npm run staff -- …` as an operator runs it (docs/decisions/164): the real entry, its own
 * process, on a fresh embedded database, as the README's first-administrator step says.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-staff-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs the command: its first call as `npm run staff` runs it (the source through tsx), the later
 * ones its compiled copy (decision 546), which says and does the same in a third of the CPU.
 */
let calls = 0;
async function staffCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const script = 'apps/server/src/cli/staff.ts';
  const node = calls++ === 0 ? ['--import', 'tsx', script] : nodeArguments(script);
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...node, ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: undefined,
        DRAWLINE_TEST_DB: undefined,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        AUTH_SECRET: 'staff-command-line-test-secret-0123456789',
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run staff', () => {
  it('makes the first administrator, whose printed secret then gives the codes to act with', async () => {
    const made = await staffCli('create-admin', '--email', 'First.Admin@example.com');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Administrator first.admin@example.com created');
    expect(made.stdout).toMatch(/otpauth:\/\/totp\/.*secret=/);
    const secret = /secret \(shown once\): (\S+)/.exec(made.stdout)?.[1];

    const again = await staffCli('create-admin', '--email', 'second@example.com');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An administrator exists already');

    const code = (await staffCli('totp', '--secret', secret!)).stdout.trim();
    expect(code).toMatch(/^\d{6}$/);
    const listed = await staffCli('list', '--as', 'first.admin@example.com', '--code', code);
    expect(listed.stderr).toBe('');
    expect(listed.stdout.trim()).toBe('first.admin@example.com\tadministrator');
    // Four processes, the first (the real entry) migrating a fresh embedded database.
  }, 300_000);

  it('explains an unknown command or a missing option with the usage', async () => {
    const unknown = await staffCli('promote', '--email', 'x@example.com');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: promote');
    expect(unknown.stderr).toContain('create-admin');
    const missing = await staffCli('totp');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--secret is required');
  }, 60_000);
});
