import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * Every staff route under every role gets a NUL byte, a lone surrogate, deeply nested JSON, a form
 * body, a huge string and another customer's id: each answer is a 4xx in the envelope, no audit row
 * is written, and no log line holds a token.
 */
const roles = ['administrator', 'finance', 'support', 'draw_operator', 'content_editor'] as const;
const bodies: [string, string, string][] = [
  ['NUL', 'application/json', JSON.stringify({ reason: 'a\u0000b', name: 'x\u0000', email: 'a\u0000@b.c' })],
  ['surrogate', 'application/json', '{"reason":"\\ud800","name":"\\udc00x","note":"\\ud800"}'],
  ['nested', 'application/json', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['form', 'application/x-www-form-urlencoded', 'reason=x&amount=100'],
  ['huge', 'application/json', JSON.stringify({ reason: 'x'.repeat(2_000_000), name: 'y'.repeat(2_000_000) })],
];

describe('staff routes under hostile input', () => {
  let t: StaffTestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createStaffTestApp({
      seed: true,
      logStream: { write: (l) => lines.push(l) },
      config: { logLevel: 'info', rateLimitPerMinute: 10_000_000 },
    });
  }, 120_000);
  afterAll(async () => t?.app.close());

  it('answers 4xx in the envelope and writes no audit row', async () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const writes = Object.entries(paths)
      .filter(([p]) => p.startsWith('/staff/api/') && !p.startsWith('/staff/api/session'))
      .flatMap(([p, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'get')
          .map((m) => [m.toUpperCase(), p] as const),
      );
    const audited = async () =>
      Number(
        ((await t.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] })
          .rows[0]?.n,
      );
    const tokens: string[] = [];
    const bad: string[] = [];
    for (const role of roles) {
      const { auth, token } = await signInStaff(t, role);
      tokens.push(token);
      const before = await audited();
      for (const [method, path] of writes) {
        const url = path.replace(/\{[^}]+\}/g, 'someone-elses-id-00000000');
        for (const [kind, type, payload] of bodies) {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { ...auth, 'content-type': type, 'idempotency-key': crypto.randomUUID() },
            payload,
          });
          const ok = res.statusCode >= 400 && res.statusCode < 500 && /"error"|"errors"|"status"/.test(res.body);
          if (!ok) bad.push(`${role} ${method} ${path} ${kind}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(await audited()).toBe(before);
    }
    expect(writes.length).toBeGreaterThan(20);
    expect(bad).toEqual([]);
    for (const token of tokens) expect(lines.join('\n')).not.toContain(token);
  }, 600_000);
});
