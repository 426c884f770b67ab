import type { StaffPort } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../tests/helpers';
import { type IdentityTestApp, signUp } from '../../tests/identity-helpers';
import { refusalOf } from '../../tests/page-port-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';

/**
 * The console's manual verification queue through the staff port (decision 466): the same list,
 * document bytes and decision as GET and POST /staff/api/verification-uploads, the same refusals.
 */
let t: StaffTestApp;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  t = await createStaffTestApp({
    beforeReady: (app) => {
      app.get('/staff-verification-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
});
afterAll(() => t.close());

async function portFor(token?: string): Promise<StaffPort> {
  await t.app.inject({ method: 'GET', url: '/staff-verification-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.staffPorts(seen)(token);
}

describe(`the ID uploads queue on the staff port (${testDbKind()})`, () => {
  it('lists, opens and decides as the staff API does, and refuses what it refuses', async () => {
    const customer = await signUp(t as unknown as IdentityTestApp);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'id.png');
    const request = new Request('http://test.invalid/', { method: 'POST', body: form });
    const sentUpload = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/verification',
      headers: { ...customer.auth, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(sentUpload.statusCode, sentUpload.body).toBe(200);
    const uploadId: string = sentUpload.json().result.uploadId;

    const finance = await signInStaff(t, 'finance');
    const port = await portFor(finance.token);
    const http = await t.app.inject({ method: 'GET', url: '/staff/api/verification-uploads', headers: finance.auth });
    expect(await port.verificationUploads()).toEqual(http.json().result);
    const item = (await port.verificationUploads('pending')).find((u) => u.uploadId === uploadId);
    const document = await port.verificationDocument(uploadId, item!.documents[0]!.documentId);
    expect(document.contentType).toBe('image/png');
    expect(Buffer.from(document.bytes).equals(png)).toBe(true);

    const editor = await signInStaff(t, 'content_editor');
    const editorHttp = await t.app.inject({
      method: 'GET',
      url: '/staff/api/verification-uploads',
      headers: editor.auth,
    });
    expect(await refusalOf((await portFor(editor.token)).verificationUploads())).toEqual({
      status: editorHttp.statusCode,
      body: editorHttp.json(),
    });
    expect((await refusalOf((await portFor()).verificationUploads())).status).toBe(401);

    const answer = await port.reviewVerificationUpload(uploadId, {
      decision: 'approve',
      documentType: 'passport',
      reason: 'Passport photo matches',
    });
    expect(answer.upload.status).toBe('approved');
    expect(answer.verification.status).toBe('verified');
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/api/verification-uploads/${uploadId}/review`,
      headers: finance.auth,
      payload: { decision: 'approve', document_type: 'passport', reason: 'Passport photo matches' },
    });
    expect(
      await refusalOf(
        port.reviewVerificationUpload(uploadId, { decision: 'approve', documentType: 'passport', reason: 'Again' }),
      ),
    ).toEqual({ status: again.statusCode, body: again.json() });
  });
});
