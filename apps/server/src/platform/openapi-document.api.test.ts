import { IDEMPOTENCY_KEY_HEADER, staffRoles } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../tests/identity-helpers';
import { type Operation, sampleOf, urlOf } from '../../tests/openapi-sample';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';

/**
 * The API document against the app's answers (issue 21): every route of /openapi.json is called
 * without a sign-in, and every unsafe one signed in but without an Idempotency-Key. The document
 * must declare the security of each call that answers 401 and only those, and the Idempotency-Key
 * header of each call that answers idempotency_key_missing. A route added later is covered too.
 */
let t: StaffTestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };
type Call = { method: string; path: string; op: Operation };
const calls: Call[] = [];
const answers = new Map<string, { anonymous: string; withoutKey: string | null }>();

const nameOf = (call: Call) => `${call.method.toUpperCase()} ${call.path}`;
const codeOf = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) =>
  String(res.headers['content-type']).includes('json')
    ? ((res.json() as { error?: { code?: string } } | null)?.error?.code ?? String(res.statusCode))
    : String(res.statusCode);
/** Signing out ends the session the other calls use: those go last. */
const endsSession = (path: string) => path === '/v2/logout' || path === '/staff/api/session';

beforeAll(async () => {
  t = await createStaffTestApp({ seed: true });
  doc = t.app.swagger() as typeof doc;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) calls.push({ method, path, op });
  }
  calls.sort((a, b) => Number(endsSession(a.path)) - Number(endsSession(b.path)));
  const customer = await signUp(t as never);
  const staff = await Promise.all(staffRoles.map((role) => signInStaff(t, role)));
  for (const call of calls) {
    const method = call.method.toUpperCase() as 'POST';
    const url = urlOf(call.path, call.op);
    const schema = call.op.requestBody?.content?.['application/json']?.schema;
    const payload = schema ? (sampleOf(schema) as Record<string, unknown>) : undefined;
    // Without a sign-in, with a key: a 401 says the call needs a sign-in.
    const anonymous = codeOf(
      await t.app.inject({
        method,
        url,
        payload,
        headers: { [IDEMPOTENCY_KEY_HEADER]: `probe-${calls.indexOf(call)}` },
      }),
    );
    let withoutKey: string | null = null;
    if (method !== ('GET' as string)) {
      // Signed in (staff: the first role the call does not refuse), without a key.
      for (const auth of call.path.startsWith('/staff/api/') ? staff.map((s) => s.auth) : [customer.auth]) {
        const res = await t.app.inject({ method, url, payload, headers: auth });
        withoutKey = codeOf(res);
        if (res.statusCode !== 403) break;
      }
    }
    answers.set(nameOf(call), { anonymous, withoutKey });
  }
}, 180_000);
afterAll(() => t.close());

describe('the API document against the answers', () => {
  it('declares a sign-in on exactly the calls that answer 401 without one', () => {
    const wrong: string[] = [];
    for (const call of calls) {
      const { anonymous } = answers.get(nameOf(call))!;
      // A body the sample does not satisfy is refused before the handler asks who is calling.
      if (anonymous === 'validation_failed') continue;
      const declared = (call.op.security ?? []).length > 0;
      const refused = anonymous === 'unauthorised';
      if (declared !== refused)
        wrong.push(`${nameOf(call)}: answered ${anonymous}, security ${declared ? 'declared' : 'none'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares the Idempotency-Key header on every call that refuses to work without it', () => {
    const refusing = calls.filter((call) => answers.get(nameOf(call))?.withoutKey === 'idempotency_key_missing');
    // The probe reaches the handlers of the money calls (a sample body that passes validation).
    expect(refusing.map(nameOf)).toEqual(
      expect.arrayContaining(['POST /v2/cart/purchase', 'POST /v2/funds/{id}/deposit']),
    );
    const header = (call: Call) =>
      call.op.parameters?.find((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY_HEADER && p.required);
    expect(refusing.filter((call) => !header(call)).map(nameOf)).toEqual([]);
    // And the header is declared on no call that works without it.
    const declaredButTaken = calls.filter((call) => {
      const { withoutKey } = answers.get(nameOf(call))!;
      return header(call) && withoutKey !== 'idempotency_key_missing' && withoutKey !== 'validation_failed';
    });
    expect(declaredButTaken.map(nameOf)).toEqual([]);
  });

  it('declares the optional Idempotency-Key on the cart changes, which work without it (decision 331)', () => {
    const optional = calls.filter((call) =>
      call.op.parameters?.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY_HEADER && !p.required),
    );
    expect(optional.map(nameOf).sort()).toEqual(
      [
        'POST /v2/cart/items',
        'PUT /v2/cart/items/{id}',
        'DELETE /v2/cart/items/{id}',
        'POST /v2/cart/promotion',
        'DELETE /v2/cart/promotion',
        'POST /v2/anon-cart/{ref}/items',
        'PUT /v2/anon-cart/{ref}/items/{itemId}',
        'DELETE /v2/anon-cart/{ref}/items/{itemId}',
        'POST /v2/anon-cart/{ref}/promotion',
        'DELETE /v2/anon-cart/{ref}/promotion',
        'POST /v2/cart/partner/{key}',
        'POST /v2/anon-cart/partner/{key}',
      ].sort(),
    );
    for (const call of optional)
      expect(answers.get(nameOf(call))?.withoutKey, nameOf(call)).not.toBe('idempotency_key_missing');
  });
});

describe('the failures in the document', () => {
  it('gives every call its 400, 429 and 503 (with Retry-After) in the envelope, 401 where it needs a sign-in', () => {
    for (const call of calls) {
      const responses = call.op.responses as Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
      for (const status of ['400', '429', '503']) expect(responses[status], `${nameOf(call)} ${status}`).toBeDefined();
      expect(responses['503']?.headers?.['retry-after'], nameOf(call)).toBeDefined();
      expect(JSON.stringify(responses['429']?.content)).toContain('#/components/schemas/ErrorEnvelope');
      if ((call.op.security ?? []).length > 0) expect(responses['401'], nameOf(call)).toBeDefined();
    }
    const envelope = doc.components.schemas?.ErrorEnvelope as {
      properties: Record<string, unknown>;
      required?: string[];
    };
    expect(Object.keys(envelope.properties).sort()).toEqual([
      'entities',
      'error',
      'errors',
      'links',
      'messages',
      'pageInfo',
      'result',
    ]);
  });

  it('names the security schemes: customer Bearer and cookie, staff Bearer', () => {
    expect(Object.keys(doc.components.securitySchemes ?? {}).sort()).toEqual([
      'customerBearer',
      'customerCookie',
      'staffBearer',
    ]);
    const purchase = doc.paths['/v2/cart/purchase']!.post!;
    expect(purchase.security).toEqual([{ customerBearer: [] }, { customerCookie: [] }]);
    expect(doc.paths['/v2/config']!.get!.security).toEqual([]);
    expect(doc.paths['/staff/api/audit']?.get?.security).toEqual([{ staffBearer: [] }]);
  });
});
