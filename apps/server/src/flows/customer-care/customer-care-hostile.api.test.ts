import { consoleRoles } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, probeStaffCalls } from '../../../tests/hostile-helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { createStaffTestApp, type StaffTestApp } from '../../../tests/staff-helpers';

/**
 * Staff's records on a customer (customer-care.routes.ts) as an attacker sends them: a customer's
 * session, a staff member without the role, and a member with it sending NUL bytes, lone
 * surrogates, JSON nested 10,000 levels, a megabyte string, a form or text/plain body and hostile
 * path parameters. Each is a 4xx in the envelope; no check, note or audit row is written, and the
 * log holds nothing personal.
 */
let t: StaffTestApp;
const log = captureLog();
let customer: SignedIn;

beforeAll(async () => {
  t = await createStaffTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
  customer = await signUp(t as unknown as IdentityTestApp);
});
afterAll(() => t.close());

describe(`customer care calls under hostile callers and input (${testDbKind()})`, () => {
  it('refuses each with 4xx in the envelope, changes nothing and logs nothing personal', async () => {
    const params = { customerId: customer.customerId };
    const { unrefused, tokens } = await probeStaffCalls(
      t,
      [
        {
          method: 'PUT',
          url: '/staff/api/customers/{customerId}/verification',
          params,
          body: { status: 'verified', document_type: 'passport', reason: 'Passport seen on a video call' },
          roles: consoleRoles.customerVerification,
        },
        {
          method: 'POST',
          url: '/staff/api/customers/{customerId}/notes',
          params,
          body: { body: 'Called about a missing deposit' },
          roles: consoleRoles.customerNotes,
        },
      ],
      customer,
    );
    expect(unrefused).toEqual([]);
    log.expectNothingPersonal([...tokens, customer.email, customer.accessToken, customer.refreshToken, '1990-05-17']);
  }, 300_000);
});
