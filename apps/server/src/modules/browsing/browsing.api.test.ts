import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';
import { fixedClock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { createBrowsingService } from './browsing.service';

const clock = fixedClock('2026-03-02T01:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Jar = Record<string, string>;

async function heartbeat(jar: Jar, headers: Record<string, string> = {}) {
  const cookie = Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const res = await t.app.inject({
    method: 'GET',
    url: '/v2/blank.html',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const set = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
  for (const c of res.cookies) jar[c.name] = c.value;
  return { res, set };
}

const minutes = (n: number) => n * 60_000;

describe('GET /blank.html', () => {
  it('answers a small page, never cached', async () => {
    const { res } = await heartbeat({});
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('creates the device and anonymous ids once, lasting a year, and the session id for the session timeout', async () => {
    const jar: Jar = {};
    const first = await heartbeat(jar);
    for (const name of ['device_uuid', 'anonymous_id']) {
      expect(first.set[name]?.maxAge, name).toBe(365 * 24 * 3600);
      expect(first.set[name]?.httpOnly).toBe(true);
      expect(first.set[name]?.sameSite).toBe('Lax');
      expect(first.set[name]?.path).toBe('/');
    }
    expect(first.set.session_id?.maxAge).toBe(3600);
    const ids = { ...jar };

    clock.advance(minutes(1));
    const second = await heartbeat(jar);
    expect(second.set.device_uuid).toBeUndefined();
    expect(second.set.anonymous_id).toBeUndefined();
    expect(second.set.session_id?.value).toBe(ids.session_id);
    expect(jar).toEqual(ids);

    const stored = await createBrowsingService({ db: t.db, clock, random: cryptoRandom }).find(ids.session_id!);
    expect(stored).toMatchObject({ anonymousId: ids.anonymous_id, deviceUuid: ids.device_uuid });
  });

  it('keeps the session id while the visitor is active within 30 minutes', async () => {
    const jar: Jar = {};
    await heartbeat(jar);
    const sessionId = jar.session_id;
    for (let i = 0; i < 6; i++) {
      clock.advance(minutes(20));
      await heartbeat(jar);
      expect(jar.session_id).toBe(sessionId);
    }
    clock.advance(minutes(30));
    await heartbeat(jar);
    expect(jar.session_id).toBe(sessionId);
  });

  it('rotates the session id after 30 minutes idle, keeping the device and anonymous ids', async () => {
    const jar: Jar = {};
    await heartbeat(jar);
    const before = { ...jar };
    clock.advance(minutes(30) + 1000);
    const { set } = await heartbeat(jar);
    expect(jar.session_id).not.toBe(before.session_id);
    expect(jar.device_uuid).toBe(before.device_uuid);
    expect(jar.anonymous_id).toBe(before.anonymous_id);
    expect(set.device_uuid).toBeUndefined();
  });

  it('continues a session named by the session-id header, as a client without cookies sends it', async () => {
    const jar: Jar = {};
    await heartbeat(jar);
    clock.advance(minutes(5));
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/blank.html',
      headers: { 'session-id': jar.session_id!, 'device-id': jar.device_uuid! },
    });
    expect(res.cookies.find((c) => c.name === 'session_id')?.value).toBe(jar.session_id);
    expect(res.cookies.find((c) => c.name === 'device_uuid')).toBeUndefined();
  });

  it('never adopts a session id it did not issue', async () => {
    const jar: Jar = { session_id: 'chosen-by-the-visitor' };
    await heartbeat(jar);
    expect(jar.session_id).not.toBe('chosen-by-the-visitor');
  });

  it('drops cookie values outside letters, digits, hyphen and underscore', async () => {
    const jar: Jar = {};
    await heartbeat(jar);
    const good = { ...jar };
    const bad: Jar = {
      session_id: `${good.session_id}%21`,
      device_uuid: 'dev.ice',
      anonymous_id: encodeURIComponent('anon id'),
    };
    const { set } = await heartbeat(bad);
    expect(bad.session_id).not.toBe(good.session_id);
    expect(bad.session_id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(set.device_uuid?.value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(set.anonymous_id?.value).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('writes a session seen within the last minute in this process only once (decision 507)', async () => {
    const jar: Jar = {};
    await heartbeat(jar);
    const sessions = createBrowsingService({ db: t.db, clock, random: cryptoRandom });
    const written = (await sessions.find(jar.session_id!))?.lastSeenAt.getTime();
    clock.advance(30_000);
    await heartbeat(jar);
    expect((await sessions.find(jar.session_id!))?.lastSeenAt.getTime(), 'within the minute').toBe(written);
    clock.advance(31_000);
    await heartbeat(jar);
    expect((await sessions.find(jar.session_id!))?.lastSeenAt.getTime(), 'past the minute').toBe(clock.now().getTime());
    // Idleness counts from the last write: 30 minutes after it the session rotates.
    clock.advance(30_000);
    await heartbeat(jar);
    const kept = jar.session_id;
    clock.advance(minutes(30) - 30_000 + 1000);
    await heartbeat(jar);
    expect(jar.session_id).not.toBe(kept);
  });
});
