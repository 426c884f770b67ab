import { MANUAL_DOCUMENT_RETENTION_DAYS } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { databaseDigest, expectRefusedInEnvelope, probeStaffCalls } from '../../../tests/hostile-helpers';
import { type IdentityTestApp, newEmail, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { createVerification } from './index';
import { customerVerifications, verificationDocuments, verificationUploads } from './verification.tables';

/**
 * Manual ID verification (decisions 465-467), on both databases: a customer's photo ID or PDF form
 * kept sealed and pending; support or finance see it in the queue, open each document through the
 * staff route only, approve or reject it with a reason, audited, once; the retention job deletes
 * the documents; POST /customer/verify's sandbox identities; and every bad upload refused in the
 * envelope with nothing kept.
 */
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
});
afterAll(() => t.close());

const customer = (overrides: Record<string, unknown> = {}) =>
  signUp(t as unknown as IdentityTestApp, newEmail('manual'), overrides);

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart body as a browser sends it, built by the platform's own FormData. */
async function multipart(files: { bytes: Buffer; name: string; type: string }[], kind = 'photo_id_upload') {
  const form = new FormData();
  form.set('kind', kind);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function upload(who: SignedIn | null, body: { body: Buffer; contentType: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/customer/verification',
    headers: { ...(who?.auth ?? {}), 'content-type': body.contentType },
    payload: body.body,
  }) as Promise<LightMyRequestResponse>;
}

const queue = async (auth: Record<string, string>, status = 'pending') =>
  t.app.inject({ method: 'GET', url: `/staff/api/verification-uploads?status=${status}`, headers: auth });

const review = (auth: Record<string, string>, uploadId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/staff/api/verification-uploads/${uploadId}/review`, headers: auth, payload });

/** The retention job's work, as the job runs it (jobs/delete-verification-documents.ts). */
const retention = () => createVerification({ db: t.db, clock: t.clock });

const verificationRow = async (customerId: string) =>
  (await t.db.select().from(customerVerifications).where(eq(customerVerifications.customerId, customerId)))[0];

describe(`manual verification uploads (${testDbKind()})`, () => {
  it('keeps a photo ID sealed and pending; support opens it and approves; audited; decided once', async () => {
    const jo = await customer();
    const sent = await upload(jo, await multipart([{ bytes: png, name: 'licence.png', type: 'image/png' }]));
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json().result;
    expect(answer).toMatchObject({ kind: 'photo_id_upload', status: 'pending', fileCount: 1, reason: null });

    // Sealed at rest: the stored text is a JWE, never the picture's bytes.
    const [stored] = await t.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.uploadId, answer.uploadId));
    expect(stored).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(stored!.sealed.split('.')).toHaveLength(5);
    expect(stored!.sealed).not.toContain(png.toString('base64').slice(0, 40));

    // A second upload waits for the first.
    const again = await upload(jo, await multipart([{ bytes: png, name: 'again.png', type: 'image/png' }]));
    expect(again.statusCode).toBe(409);

    const support = await signInStaff(t, 'support');
    const pending = (await queue(support.auth)).json().result as {
      uploadId: string;
      documents: { documentId: string }[];
    }[];
    const item = pending.find((p) => p.uploadId === answer.uploadId);
    expect(item).toMatchObject({ customerId: jo.customerId, customerName: 'Jo Citizen', dateOfBirth: '1990-05-17' });

    const documentUrl = `/staff/api/verification-uploads/${answer.uploadId}/documents/${item!.documents[0]!.documentId}`;
    const opened = await t.app.inject({ method: 'GET', url: documentUrl, headers: support.auth });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.rawPayload.equals(png)).toBe(true);
    // Never public: not to a visitor, not to the customer's own token.
    expect((await t.app.inject({ method: 'GET', url: documentUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: documentUrl, headers: jo.auth })).statusCode).toBe(401);

    const approved = await review(support.auth, answer.uploadId, {
      decision: 'approve',
      document_type: 'drivers_licence',
      reason: 'Licence photo matches name and date of birth',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result.upload).toMatchObject({ status: 'approved' });
    expect(approved.json().result.verification).toMatchObject({ status: 'verified', checkedBy: support.member.id });
    expect(await verificationRow(jo.customerId)).toMatchObject({ status: 'verified', documentType: 'drivers_licence' });

    const twice = await review(support.auth, answer.uploadId, {
      decision: 'reject',
      document_type: 'passport',
      reason: 'Not the same person',
    });
    expect(twice.statusCode).toBe(409);
    expect(await verificationRow(jo.customerId)).toMatchObject({ status: 'verified' });

    const admin = await signInStaff(t, 'administrator');
    const audit = (await t.app.inject({ method: 'GET', url: '/staff/api/audit?limit=200', headers: admin.auth })).json()
      .result as { action: string; subjectId: string; after: unknown }[];
    const mine = audit.filter((r) => r.subjectId === jo.customerId).map((r) => r.action);
    expect(mine).toContain('customer.verification_upload.approve');
    expect(mine).toContain('customer.verification_document.view');
    // The verified customer has nothing more to upload.
    expect(
      (await upload(jo, await multipart([{ bytes: pdf, name: 'f.pdf', type: 'application/pdf' }], 'pdf_form')))
        .statusCode,
    ).toBe(409);
  });

  it('finance rejects with a reason; the customer reads it and may upload the PDF form again', async () => {
    const sam = await customer();
    const first = (await upload(sam, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }]))).json()
      .result;
    const finance = await signInStaff(t, 'finance');
    const noReason = await review(finance.auth, first.uploadId, {
      decision: 'reject',
      document_type: 'passport',
      reason: '',
    });
    expectRefusedInEnvelope(noReason, 'no reason');
    const rejected = await review(finance.auth, first.uploadId, {
      decision: 'reject',
      document_type: 'passport',
      reason: 'The photo is blurred: the date of birth cannot be read.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await verificationRow(sam.customerId)).toMatchObject({
      status: 'failed',
      reason: 'The photo is blurred: the date of birth cannot be read.',
    });
    // The customer is told, with the reason, in their notifications feed.
    const feed = await t.app.inject({ method: 'GET', url: '/v2/notifications', headers: sam.auth });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(JSON.stringify(feed.json().result)).toContain('the date of birth cannot be read');
    const form = await upload(
      sam,
      await multipart([{ bytes: pdf, name: 'form.pdf', type: 'application/pdf' }], 'pdf_form'),
    );
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().result).toMatchObject({ kind: 'pdf_form', status: 'pending' });
    const rejectedList = (await queue(finance.auth, 'rejected')).json().result as {
      uploadId: string;
      reason: string;
    }[];
    expect(rejectedList.find((r) => r.uploadId === first.uploadId)?.reason).toMatch(/blurred/);
  });

  it('two staff members deciding at once: one decision, the other 409', async () => {
    const kai = await customer();
    const sent = (await upload(kai, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }]))).json()
      .result;
    const support = await signInStaff(t, 'support');
    const finance = await signInStaff(t, 'finance');
    const both = await Promise.all([
      review(support.auth, sent.uploadId, {
        decision: 'approve',
        document_type: 'passport',
        reason: 'Passport matches',
      }),
      review(finance.auth, sent.uploadId, {
        decision: 'reject',
        document_type: 'passport',
        reason: 'Expired passport',
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(verificationUploads).where(eq(verificationUploads.id, sent.uploadId));
    const won = both.find((r) => r.statusCode === 200)!.json().result.upload.status;
    expect(row!.status).toBe(won);
    expect((await verificationRow(kai.customerId))!.status).toBe(won === 'approved' ? 'verified' : 'failed');
  });

  it(`deletes the documents ${MANUAL_DOCUMENT_RETENTION_DAYS} days after the decision, keeping the record`, async () => {
    const lee = await customer();
    const sent = (await upload(lee, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }]))).json()
      .result;
    const support = await signInStaff(t, 'support');
    await review(support.auth, sent.uploadId, {
      decision: 'approve',
      document_type: 'passport',
      reason: 'Passport matches',
    });
    const docs = () =>
      t.db.select().from(verificationDocuments).where(eq(verificationDocuments.uploadId, sent.uploadId));
    expect(await retention().deleteExpiredDocuments(MANUAL_DOCUMENT_RETENTION_DAYS)).toBe(0);
    expect(await docs()).toHaveLength(1);
    t.clock.advance((MANUAL_DOCUMENT_RETENTION_DAYS + 1) * 86_400_000);
    expect(await retention().deleteExpiredDocuments(MANUAL_DOCUMENT_RETENTION_DAYS)).toBeGreaterThanOrEqual(1);
    expect(await docs()).toHaveLength(0);
    const [row] = await t.db.select().from(verificationUploads).where(eq(verificationUploads.id, sent.uploadId));
    expect(row).toMatchObject({ status: 'approved' });
    expect(row!.documentsDeletedAt).not.toBeNull();
    // Pending uploads are never deleted: staff have not looked yet.
    expect(await retention().deleteExpiredDocuments(MANUAL_DOCUMENT_RETENTION_DAYS)).toBe(0);
  });
});

describe(`bad uploads change nothing (${testDbKind()})`, () => {
  it('refuses a non-document, an empty form, a 50 MB file, JSON, a broken form and a visitor, in the envelope', async () => {
    const ann = await customer();
    const before = await databaseDigest(t.db, ['sign_in_sessions', 'refresh_tokens', 'audit_log']);
    const text = Buffer.from('<svg onload="alert(1)"></svg>');
    const cases: [string, LightMyRequestResponse, number][] = [
      [
        'text named .png',
        await upload(ann, await multipart([{ bytes: text, name: 'id.png', type: 'image/png' }])),
        400,
      ],
      [
        'HTML named .pdf',
        await upload(ann, await multipart([{ bytes: text, name: 'f.pdf', type: 'application/pdf' }])),
        400,
      ],
      ['no files', await upload(ann, await multipart([])), 400],
      [
        'empty file',
        await upload(ann, await multipart([{ bytes: Buffer.alloc(0), name: 'e.png', type: 'image/png' }])),
        400,
      ],
      [
        'unknown kind',
        await upload(ann, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }], 'selfie')),
        400,
      ],
      [
        'broken picture',
        await upload(
          ann,
          await multipart([{ bytes: Buffer.concat([png.subarray(0, 12)]), name: 'b.png', type: 'image/png' }]),
        ),
        400,
      ],
      [
        '50 MB',
        await upload(
          ann,
          await multipart([{ bytes: Buffer.alloc(50 * 1024 * 1024, 0xff), name: 'big.jpg', type: 'image/jpeg' }]),
        ),
        413,
      ],
      [
        'JSON',
        (await t.app.inject({
          method: 'POST',
          url: '/v2/customer/verification',
          headers: ann.auth,
          payload: { files: [png.toString('base64')] },
        })) as LightMyRequestResponse,
        415,
      ],
      [
        'broken multipart',
        (await t.app.inject({
          method: 'POST',
          url: '/v2/customer/verification',
          headers: { ...ann.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\u0000abc',
        })) as LightMyRequestResponse,
        400,
      ],
      ['visitor', await upload(null, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }])), 401],
    ];
    for (const [label, res, status] of cases) {
      expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(status);
      expectRefusedInEnvelope(res, label);
    }
    expect(await databaseDigest(t.db, ['sign_in_sessions', 'refresh_tokens', 'audit_log'])).toEqual(before);
  });

  it("refuses another customer's upload, a customer on the staff queue and a content editor's decision", async () => {
    const owner = await customer();
    const other = await customer();
    const sent = (await upload(owner, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }]))).json()
      .result;
    // A customer's token is not a staff token: the queue and the decision are refused.
    expect((await queue(other.auth)).statusCode).toBe(401);
    const byCustomer = await review(other.auth, sent.uploadId, {
      decision: 'approve',
      document_type: 'passport',
      reason: 'mine now',
    });
    expectRefusedInEnvelope(byCustomer, 'customer review');
    const editor = await signInStaff(t, 'content_editor');
    const byEditor = await review(editor.auth, sent.uploadId, {
      decision: 'approve',
      document_type: 'passport',
      reason: 'Looks ok',
    });
    expect(byEditor.statusCode).toBe(403);
    const unknown = await review((await signInStaff(t, 'support')).auth, 'no-such-upload', {
      decision: 'approve',
      document_type: 'passport',
      reason: 'Looks ok',
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.db.select().from(verificationUploads).where(eq(verificationUploads.id, sent.uploadId));
    expect(row!.status).toBe('pending');
    expect(await verificationRow(other.customerId)).toBeUndefined();
  });
});

describe(`POST /customer/verify: the sandbox's automatic check (${testDbKind()})`, () => {
  const verify = (who: SignedIn) =>
    t.app.inject({ method: 'POST', url: '/v2/customer/verify', headers: who.auth }) as Promise<LightMyRequestResponse>;

  it('verifies the published identity, fails the mismatch, and asks anyone else for a manual check, once', async () => {
    const yes = await verify(await customer({ lastname: 'Autoverified' }));
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().result).toMatchObject({
      status: 'verified',
      documentType: 'identity_sources',
      manualCheckRequired: false,
    });

    const no = await verify(await customer({ lastname: 'Mismatched' }));
    expect(no.json().result).toMatchObject({ status: 'failed', manualCheckRequired: false });

    const someone = await customer();
    const manual = await verify(someone);
    expect(manual.json().result).toMatchObject({ status: 'failed', manualCheckRequired: true });
    expect(manual.json().result.reason).toMatch(/Upload a photo of your ID/);
    const again = await verify(someone);
    expect(again.statusCode).toBe(409);
    // The manual check is then the way: the upload is taken.
    const sent = await upload(someone, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }]));
    expect(sent.statusCode).toBe(200);
  });

  it('refuses a visitor', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/v2/customer/verify' });
    expect(visitor.statusCode).toBe(401);
    expectRefusedInEnvelope(visitor as LightMyRequestResponse, 'visitor');
  });
});

describe(`the review queue's staff calls under hostile input (${testDbKind()})`, () => {
  it('refuses customers, the wrong roles, hostile ids and bodies in the envelope, changing nothing', async () => {
    const owner = await customer();
    const sent = (await upload(owner, await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }]))).json()
      .result;
    const support = await signInStaff(t, 'support');
    const listed = (await queue(support.auth)).json().result as {
      uploadId: string;
      documents: { documentId: string }[];
    }[];
    const documentId = listed.find((u) => u.uploadId === sent.uploadId)!.documents[0]!.documentId;
    const roles = ['support', 'finance'] as const;
    const { unrefused } = await probeStaffCalls(
      t,
      [
        {
          method: 'POST',
          url: '/staff/api/verification-uploads/{uploadId}/review',
          params: { uploadId: sent.uploadId },
          body: { decision: 'approve', document_type: 'passport', reason: 'Passport matches' },
          roles,
        },
        {
          method: 'GET',
          url: '/staff/api/verification-uploads/{uploadId}/documents/{documentId}',
          params: { uploadId: 'no-such-upload', documentId },
          roles,
        },
      ],
      owner,
      // Opening a document (none opens here: the upload id is wrong) and every refusal leave the audit alone.
      ['audit_log'],
    );
    expect(unrefused).toEqual([]);
    const [row] = await t.db.select().from(verificationUploads).where(eq(verificationUploads.id, sent.uploadId));
    expect(row!.status).toBe('pending');
  });

  it("refuses another site's upload made with the customer's cookies, keeping nothing", async () => {
    const pat = await customer();
    const body = await multipart([{ bytes: png, name: 'id.png', type: 'image/png' }]);
    const res = (await t.app.inject({
      method: 'POST',
      url: '/v2/customer/verification',
      headers: { 'content-type': body.contentType, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: pat.cookies,
      payload: body.body,
    })) as LightMyRequestResponse;
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_site_request');
    expectRefusedInEnvelope(res, 'cross-site upload');
    expect(
      await t.db.select().from(verificationUploads).where(eq(verificationUploads.customerId, pat.customerId)),
    ).toHaveLength(0);
  });
});
