import type { StaffPort } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../tests/helpers';
import { refusalOf } from '../../tests/page-port-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';

/**
 * The console's upload form's call through the staff port (issue 28, decision 464): it runs what
 * POST /staff/api/content/files runs (the bytes sniffed, re-encoded, kept with the audit row) and
 * refuses what it refuses, envelope for envelope: no staff session, a role that may not, a file that
 * only claims to be a picture, something that is not bytes at all.
 */
let t: StaffTestApp;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  t = await createStaffTestApp({
    beforeReady: (app) => {
      app.get('/staff-port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
});
afterAll(() => t.close());

async function portFor(token?: string): Promise<StaffPort> {
  await t.app.inject({ method: 'GET', url: '/staff-port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.staffPorts(seen)(token);
}

const upload = (bytes: Buffer, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/staff/api/content/files',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    payload: bytes,
  });

describe(`the upload form's call (${testDbKind()})`, () => {
  it('keeps a picture as HTTP does, re-encoded, with its audit row', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const kept = await (await portFor(editor.token)).uploadContentFile(new Uint8Array(png));
    expect(kept).toMatchObject({ url: `/cms/files/${kept.id}`, contentType: 'image/webp', width: 640, height: 320 });
    const served = await t.app.inject({ method: 'GET', url: kept.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const { entries } = await t.app.audit.listAudit({ limit: 1, offset: 0, action: 'content_file.upload' });
    expect(entries[0]).toMatchObject({ staffId: editor.member.id, subjectId: kept.id });
  });

  it('refuses what the staff API refuses, envelope for envelope, keeping nothing', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const finance = await signInStaff(t, 'finance');
    const before = await t.app.audit.listAudit({ limit: 100, offset: 0, action: 'content_file.upload' });
    for (const bytes of [Buffer.from('not a picture at all'), Buffer.from('\u0000\ud800<svg onload=alert(1)>')]) {
      const overHttp = await upload(bytes, editor.token);
      expect(overHttp.statusCode).toBe(400);
      expect(await refusalOf((await portFor(editor.token)).uploadContentFile(new Uint8Array(bytes)))).toEqual({
        status: 400,
        body: overHttp.json(),
      });
    }
    const png = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const roleHttp = await upload(png, finance.token);
    expect(await refusalOf((await portFor(finance.token)).uploadContentFile(new Uint8Array(png)))).toEqual({
      status: roleHttp.statusCode,
      body: roleHttp.json(),
    });
    expect(roleHttp.statusCode).toBe(403);
    expect((await refusalOf((await portFor()).uploadContentFile(new Uint8Array(png)))).status).toBe(401);
    const notBytes = 'a string' as unknown as Uint8Array;
    expect((await refusalOf((await portFor(editor.token)).uploadContentFile(notBytes))).status).toBe(400);
    const after = await t.app.audit.listAudit({ limit: 100, offset: 0, action: 'content_file.upload' });
    expect(after.entries).toHaveLength(before.entries.length);
  });

  it('lists the kept pictures newest first, a page at a time, to content editors only (decision 495)', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const port = await portFor(editor.token);
    const kept = [];
    for (const background of ['#102030', '#405060', '#708090']) {
      const png = await sharp({ create: { width: 30, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
      kept.push(await port.uploadContentFile(new Uint8Array(png)));
      t.clock.advance(1_000);
    }
    const { files, total } = await port.contentFiles({ limit: 2, offset: 0 });
    expect(files.map((f) => f.id)).toEqual([kept[2]?.id, kept[1]?.id]);
    expect(files[0]).toMatchObject({ url: `/cms/files/${kept[2]?.id}`, width: 30, height: 20, size: kept[2]?.size });
    expect(total).toBeGreaterThanOrEqual(3);
    const next = await port.contentFiles({ limit: 2, offset: 2 });
    expect(next.files[0]?.id).toBe(kept[0]?.id);
    for (const bad of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 'x' as unknown as number }]) {
      expect((await refusalOf(port.contentFiles(bad))).status).toBe(400);
    }
    const finance = await signInStaff(t, 'finance');
    expect((await refusalOf((await portFor(finance.token)).contentFiles({}))).status).toBe(403);
  });
});
