import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { ZOD_JITLESS_HEAD_SCRIPT } from './zod-in-the-browser';

describe("zod's settings in the browser", () => {
  it('are the object the head script writes to, so zod reads jitless before its first schema', () => {
    // zod keeps its settings on globalThis under this name: the script's whole premise.
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    const page: { __zod_globalConfig?: Record<string, unknown> } = { __zod_globalConfig: { locale: 'en' } };
    new Function('globalThis', ZOD_JITLESS_HEAD_SCRIPT)(page);
    expect(page.__zod_globalConfig).toEqual({ locale: 'en', jitless: true });
    const fresh: { __zod_globalConfig?: Record<string, unknown> } = {};
    new Function('globalThis', ZOD_JITLESS_HEAD_SCRIPT)(fresh);
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true });
  });
});
