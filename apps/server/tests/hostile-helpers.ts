import type { StaffRole } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import type { SignedIn } from './identity-helpers';
import { type StaffTestApp, signInStaff } from './staff-helpers';

/**
 * What an attacker sends a route instead of the body it expects, and what every refusal must be:
 * a 4xx in the spec's envelope (1-platform.md §3), nothing changed in the database, nothing
 * personal in the log. One home for the probes the hostile tests of every area share.
 */
export interface HostileBody {
  kind: string;
  contentType: string;
  payload: string;
}

/** Far past the input guard's depth (platform/input-guard.ts), deep enough to break a recursive walk. */
export const HOSTILE_DEPTH = 10_000;
/** A one-megabyte string: past the body limit, and past every field's own maximum. */
export const HUGE_STRING = 'x'.repeat(1_000_000);
/** The placeholder a lone surrogate replaces in the JSON text (JSON.stringify escapes a real one well-formed). */
const LONE = '__lone_surrogate__';

/** The body with every string leaf (or, with none, an extra top-level field) set to `value`. */
function withEveryString(body: Record<string, unknown>, value: string): Record<string, unknown> {
  let strings = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      strings++;
      return value;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, c]) => [k, walk(c)]));
    return v;
  };
  const out = walk(body) as Record<string, unknown>;
  return strings ? out : { ...out, note: value };
}

/**
 * The hostile variants of a valid JSON body: a NUL byte and a lone surrogate in every string, JSON
 * nested HOSTILE_DEPTH levels, a one-megabyte string, and the same valid fields sent as a form and
 * as text/plain (a cross-site page can post those without asking the browser first).
 */
export function hostileBodies(valid: Record<string, unknown>): HostileBody[] {
  const json = 'application/json';
  // The fields a form can carry as they are: were the form taken, the call would act on them.
  const flat = Object.fromEntries(
    Object.entries(valid).flatMap(([k, v]) => (v !== null && typeof v === 'object' ? [] : [[k, String(v)]])),
  );
  return [
    { kind: 'NUL byte', contentType: json, payload: JSON.stringify(withEveryString(valid, 'a\u0000b')) },
    {
      kind: 'lone surrogate',
      contentType: json,
      payload: JSON.stringify(withEveryString(valid, LONE)).replaceAll(LONE, 'a\\ud800b'),
    },
    {
      kind: `${HOSTILE_DEPTH} levels`,
      contentType: json,
      payload: `${'{"a":'.repeat(HOSTILE_DEPTH)}1${'}'.repeat(HOSTILE_DEPTH)}`,
    },
    { kind: '1 MB string', contentType: json, payload: JSON.stringify(withEveryString(valid, HUGE_STRING)) },
    {
      kind: 'form body',
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(flat).toString(),
    },
    { kind: 'text/plain body', contentType: 'text/plain', payload: JSON.stringify(valid) },
  ];
}

/** A refusal the spec's client can read: 4xx, and the envelope's error, errors and messages. */
export function expectRefusedInEnvelope(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const body = res.json();
  expect(body.error, label).toEqual({ code: expect.any(String), message: expect.any(String) });
  expect(body.errors, label).toEqual(expect.any(Object));
  expect(body.messages?.[0], label).toMatchObject({ code: expect.any(String), level: 'error' });
}

/** The app's log lines, to hand the test app as its logStream (with config.logLevel 'info'). */
export function captureLog() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => lines.push(line) },
    /**
     * No secret or personal value of the callers (emails, tokens, codes, names) is in the log,
     * nor a password hash, a hostile string sent, or a whole customer record.
     */
    expectNothingPersonal(values: readonly string[]) {
      const logged = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const value of values) {
        expect(value.length, 'a secret to look for').toBeGreaterThan(3);
        expect(logged.includes(value), `the log holds ${value.slice(0, 12)}…`).toBe(false);
      }
      expect(logged).not.toContain('$argon2');
      expect(logged).not.toContain('x'.repeat(1000));
      expect(logged).not.toMatch(/"(passwordHash|password_hash|dateOfBirth|date_of_birth)"/);
    },
  };
}

/**
 * A digest of every row of every table: equal before and after means the calls between changed
 * nothing (the ledger, stock, audit, idempotency keys and all). `ignore` names tables a plain
 * call writes by design (a session's last use), each with its reason at the call site.
 */
export async function databaseDigest(db: Db, ignore: readonly string[] = []): Promise<Record<string, string>> {
  const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((r) => String(r.name));
  const digest: Record<string, string> = {};
  for (const name of tables.filter((n) => !ignore.includes(n))) {
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
      ),
    );
    digest[name] = `${row?.n}:${row?.h}`;
  }
  return digest;
}

/** Path parameters an attacker puts where an id goes: a NUL byte, a lone surrogate, 5,000 characters. */
export const hostileParams = ['ab%00cd', 'ab%ED%A0%80', 'p'.repeat(5000)] as const;

/** One staff call to probe: `{name}` in the url is a path parameter, `valid` the values it would take. */
export interface StaffCallProbe {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The roles the call admits; every other role is refused it. */
  roles: readonly StaffRole[];
  /** A money call: it needs an Idempotency-Key. */
  idempotent?: boolean;
}

const allRoles: readonly StaffRole[] = ['administrator', 'finance', 'support', 'draw_operator', 'content_editor'];

/**
 * Sends every staff call as a customer (bearer and cookie), as each staff member lacking its role,
 * and as a member holding it with hostile bodies, path parameters and no Idempotency-Key. Answers
 * what was not refused in the envelope or changed a table (expect an empty list), and the staff
 * tokens used. `ignoreTables` are tables a refused call writes by design, each with its reason.
 */
export async function probeStaffCalls(
  t: StaffTestApp,
  calls: readonly StaffCallProbe[],
  customer: SignedIn,
  ignoreTables: readonly string[] = [],
): Promise<{ unrefused: string[]; tokens: string[] }> {
  const unrefused: string[] = [];
  const staff = new Map<StaffRole, { token: string; auth: Record<string, string> }>();
  for (const role of allRoles) staff.set(role, await signInStaff(t, role));
  // A staff session's last use moves on with every call it makes (the idle timeout, docs/decisions/161).
  const ignore = ['staff_sessions', ...ignoreTables];
  const before = await databaseDigest(t.db, ignore);
  const send = async (label: string, call: StaffCallProbe, over: Partial<StaffCallProbe>, init: InjectOptions) => {
    const c = { ...call, ...over };
    const url = c.url.replace(/\{(\w+)\}/g, (_, name: string) => c.params?.[name] ?? name);
    const key = c.idempotent ? { 'idempotency-key': crypto.randomUUID() } : {};
    const res = await t.app.inject({
      method: c.method,
      url,
      ...init,
      headers: { ...key, ...(c.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(c.body && init.payload === undefined ? { payload: JSON.stringify(c.body) } : {}),
    });
    const answer = res.body.startsWith('{') ? res.json() : {};
    const enveloped = typeof answer.error?.code === 'string' && Array.isArray(answer.messages);
    if (res.statusCode < 400 || res.statusCode >= 500 || !enveloped) {
      unrefused.push(`${label} ${c.method} ${url.slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    return res;
  };
  for (const call of calls) {
    await send('no one', call, {}, {});
    await send('customer bearer', call, {}, { headers: customer.auth });
    await send('customer cookies', call, {}, { cookies: customer.cookies });
    for (const role of allRoles.filter((r) => !call.roles.includes(r))) {
      const res = await send(`${role} (lacks the role)`, call, {}, { headers: staff.get(role)?.auth });
      if (res.statusCode !== 403) unrefused.push(`${role} on ${call.method} ${call.url}: ${res.statusCode}, not 403`);
    }
    const holder = { headers: staff.get(call.roles[0] as StaffRole)?.auth };
    for (const name of Object.keys(call.params ?? {})) {
      for (const value of hostileParams) {
        await send(`param ${name}`, call, { params: { ...call.params, [name]: value } }, holder);
      }
    }
    if (call.body) {
      for (const { kind, contentType, payload } of hostileBodies(call.body)) {
        await send(kind, call, {}, { ...holder, headers: { ...holder.headers, 'content-type': contentType }, payload });
      }
    }
    if (call.idempotent) {
      await send('no Idempotency-Key', { ...call, idempotent: false }, {}, holder);
    }
  }
  const after = await databaseDigest(t.db, ignore);
  for (const table of Object.keys(after)) {
    if (after[table] !== before[table]) unrefused.push(`table ${table} changed`);
  }
  return { unrefused, tokens: [...staff.values()].map((s) => s.token) };
}
