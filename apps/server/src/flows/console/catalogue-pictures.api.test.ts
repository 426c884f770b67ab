import type {
  CataloguePicture,
  CataloguePictureList,
  Cause,
  ProductOffersAnswer,
  RafflePrize,
  StaffPort,
} from '@drawline/contracts';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { refusalOf } from '../../../tests/page-port-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * Issue 28's last Files part (decision 499): a content editor replaces an offer's logo, a raffle
 * prize's picture and a cause's picture with an uploaded CMS file and its text; the change is
 * audited with before and after, the catalogue's answers (kept ones too) show it on the next read,
 * and bad input (no such file, another item's key, a huge or unstorable text, the wrong role or
 * content type) is refused in the envelope with nothing changed.
 */
let t: StaffTestApp;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  t = await createStaffTestApp({
    seed: true,
    beforeReady: (app) => {
      app.get('/staff-port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result as T;
};
const get = async <T>(url: string, headers: Auth = {}) =>
  resultOf<T>(await t.app.inject({ method: 'GET', url, headers }));
const put = (auth: Auth, path: string, payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'PUT',
    url: `/staff/api/catalogue/pictures/${path}`,
    headers: { ...auth, 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function uploaded(auth: Auth, background: string): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/api/content/files',
    headers: { ...auth, 'content-type': 'image/png' },
    payload: png,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

async function portFor(token?: string): Promise<StaffPort> {
  await t.app.inject({ method: 'GET', url: '/staff-port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.staffPorts(seen)(token);
}

const raffleOffers = () =>
  get<ProductOffersAnswer>('/v2/pricing/default/product_offers?product_types=raffle_ticket').then((a) => a.offers);
const auditOf = async (admin: Auth, subjectId: string) =>
  (
    await get<{ action: string; subjectId: string; before: unknown; after: unknown }[]>(
      '/staff/api/audit?action=catalogue_picture.replace&limit=100',
      admin,
    )
  ).filter((a) => a.subjectId === subjectId);

describe(`catalogue pictures replaced from the console (${testDbKind()})`, () => {
  it('replaces a main prize’s picture: the prizes, the draw’s feature picture and the kept offers answer show it, audited', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const admin = await signInStaff(t, 'administrator');
    const list = await get<CataloguePictureList>('/staff/api/catalogue/pictures', editor.auth);
    const smile = (await raffleOffers()).find((o) => o.key === 'make_a_smile_lottery');
    const drawNo = smile?.draws[0]?.drawNo;
    const prizeId = `make_a_smile_lottery-${drawNo}-main`;
    const listed = list.prizes.find((p) => p.key === prizeId);
    expect(listed?.image).toMatch(/^\/pictures\/prizes\//);
    expect(list.offerLogos.length).toBeGreaterThan(10);
    expect(list.causes.length).toBeGreaterThan(3);

    const fileId = await uploaded(editor.auth, '#aa3355');
    const saved = resultOf<CataloguePicture>(
      await put(editor.auth, `prize/${prizeId}`, { file_id: fileId, alt: '  A white beach house at dawn ' }),
    );
    expect(saved).toMatchObject({
      target: 'prize',
      key: prizeId,
      image: `/cms/files/${fileId}`,
      alt: 'A white beach house at dawn',
    });

    const prizes = await get<RafflePrize[]>(`/v2/draw/details/make_a_smile_lottery/${drawNo}/prizes`);
    expect(prizes[0]).toMatchObject({
      id: prizeId,
      image: `/cms/files/${fileId}`,
      imageAlt: 'A white beach house at dawn',
    });
    const again = (await raffleOffers()).find((o) => o.key === 'make_a_smile_lottery');
    expect(again?.draws[0]?.drawData.featureImage).toBe(`/cms/files/${fileId}`);

    // The picture at the shop's widths (decision 499): narrower copies kept a year too, the file as is when no wider.
    const at480 = await t.app.inject({ method: 'GET', url: `/cms/files/${fileId}?w=480` });
    expect(at480.statusCode).toBe(200);
    expect(at480.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(at480.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    const at960 = await t.app.inject({ method: 'GET', url: `/cms/files/${fileId}?w=960` });
    expect((await sharp(at960.rawPayload).metadata()).width).toBe(600);
    for (const w of ['7', '2400', 'x', '480&w=960', '%00', '%ED%A0%80']) {
      expect((await t.app.inject({ method: 'GET', url: `/cms/files/${fileId}?w=${w}` })).statusCode, w).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/cms/files/00000000-0000-4000-8000-000000000000?w=480' })).statusCode,
    ).toBe(404);

    const [row] = await auditOf(admin.auth, prizeId);
    expect(row?.before).toEqual({ image: listed?.image, alt: null, featureImage: listed?.image });
    expect(row?.after).toEqual({
      image: `/cms/files/${fileId}`,
      alt: 'A white beach house at dawn',
      featureImage: `/cms/files/${fileId}`,
    });
  });

  it('replaces an offer’s logo (the kept offers answer and the catalogue’s copy follow) and a cause’s picture', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const admin = await signInStaff(t, 'administrator');
    const before = await get<ProductOffersAnswer>('/v2/pricing/default/product_offers');
    expect(before.offers.find((o) => o.key === 'make_a_smile_lottery')?.logoImage).toMatch(/^\/pictures\/logos\//);
    const logo = await uploaded(editor.auth, '#225588');
    resultOf(await put(editor.auth, 'offer_logo/make_a_smile_lottery', { file_id: logo, alt: 'ignored for a logo' }));
    const after = await get<ProductOffersAnswer>('/v2/pricing/default/product_offers');
    expect(after.offers.find((o) => o.key === 'make_a_smile_lottery')?.logoImage).toBe(`/cms/files/${logo}`);
    expect((await auditOf(admin.auth, 'make_a_smile_lottery'))[0]?.after).toEqual({
      image: `/cms/files/${logo}`,
      alt: null,
    });

    const cause = (await get<Cause[]>('/v2/causes?limit=100'))[0] as Cause;
    const picture = await uploaded(editor.auth, '#338855');
    const port = await portFor(editor.token);
    const saved = await port.replaceCataloguePicture('cause', cause.key, {
      fileId: picture,
      alt: 'Volunteers at work',
    });
    expect(saved.image).toBe(`/cms/files/${picture}`);
    const read = await get<Cause>(`/v2/causes/${cause.key}`);
    expect(read).toMatchObject({ image: `/cms/files/${picture}`, imageAlt: 'Volunteers at work' });
    expect((await auditOf(admin.auth, cause.key))[0]?.before).toEqual({ image: cause.image, alt: null });
    const listed = await port.cataloguePictures();
    expect(listed.causes.find((c) => c.key === cause.key)).toMatchObject({ alt: 'Volunteers at work' });
  });

  it('refuses bad input in the envelope and changes nothing', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const finance = await signInStaff(t, 'finance');
    const admin = await signInStaff(t, 'administrator');
    const cause = (await get<Cause[]>('/v2/causes?limit=100'))[1] as Cause;
    const fileId = await uploaded(editor.auth, '#775533');
    const auditBefore = await get<unknown[]>('/staff/api/audit?action=catalogue_picture.replace&limit=100', admin.auth);
    const refusals: [string, unknown, number, string | null][] = [
      [`cause/${cause.key}`, { file_id: '00000000-0000-4000-8000-000000000000', alt: '' }, 400, 'file_id'],
      [`cause/${cause.key}`, { file_id: '../../etc/passwd', alt: '' }, 400, 'file_id'],
      [`cause/${cause.key}`, { file_id: fileId, alt: 'x'.repeat(251) }, 400, 'alt'],
      [`cause/${cause.key}`, { file_id: fileId, alt: 'y'.repeat(200_000) }, 400, null],
      [`cause/${cause.key}`, { file_id: fileId, alt: 'a\u0000b' }, 400, 'alt'],
      [`cause/${cause.key}`, { file_id: fileId, alt: 'a\ud800b' }, 400, 'alt'],
      [`cause/${cause.key}`, { file_id: [fileId], alt: '' }, 400, 'file_id'],
      // Another item's key: an offer's key as a cause, a cause's as a prize, a prize of a drawn draw.
      ['cause/make_a_smile_lottery', { file_id: fileId, alt: '' }, 404, null],
      [`prize/${cause.key}`, { file_id: fileId, alt: '' }, 404, null],
      [`offer_logo/${cause.key}`, { file_id: fileId, alt: '' }, 404, null],
      [`banner/${cause.key}`, { file_id: fileId, alt: '' }, 400, 'target'],
      [`cause/${encodeURIComponent('a b')}`, { file_id: fileId, alt: '' }, 400, 'key'],
    ];
    for (const [path, body, status, target] of refusals) {
      const res = await put(editor.auth, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      const envelope = res.json();
      expect(envelope.error).toBeTruthy();
      if (target) expect(JSON.stringify(envelope.errors), JSON.stringify(envelope)).toContain(`"${target}"`);
    }
    expect(
      (await put(editor.auth, `cause/${cause.key}`, `file_id=${fileId}`, 'application/x-www-form-urlencoded'))
        .statusCode,
    ).toBe(415);
    // Deeply nested JSON and a NUL byte in the key: refused before anything is read.
    const deep = `{"file_id":${'['.repeat(3000)}1${']'.repeat(3000)},"alt":""}`;
    expect((await put(editor.auth, `cause/${cause.key}`, deep, 'application/json')).statusCode).toBe(400);
    expect((await put(editor.auth, 'cause/a%00b', { file_id: fileId, alt: '' })).statusCode).toBe(400);
    expect((await put(finance.auth, `cause/${cause.key}`, { file_id: fileId, alt: '' })).statusCode).toBe(403);
    expect((await put({}, `cause/${cause.key}`, { file_id: fileId, alt: '' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/api/catalogue/pictures', headers: finance.auth })).statusCode,
    ).toBe(403);

    // The console's port refuses as the API does, envelope for envelope.
    const overHttp = await put(editor.auth, `cause/${cause.key}`, { file_id: fileId, alt: 'x'.repeat(251) });
    const port = await portFor(editor.token);
    expect(await refusalOf(port.replaceCataloguePicture('cause', cause.key, { fileId, alt: 'x'.repeat(251) }))).toEqual(
      {
        status: 400,
        body: overHttp.json(),
      },
    );
    expect((await refusalOf((await portFor(finance.token)).cataloguePictures())).status).toBe(403);

    expect(await get<Cause>(`/v2/causes/${cause.key}`)).toMatchObject({ image: cause.image, imageAlt: null });
    const auditAfter = await get<unknown[]>('/staff/api/audit?action=catalogue_picture.replace&limit=100', admin.auth);
    expect(auditAfter).toHaveLength(auditBefore.length);
  });
});
