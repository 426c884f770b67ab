import { capabilityNames, type StaffPort, type StaffRole } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleCapabilitiesAction } from './capabilities/capabilities.server';
import { consoleContentAction } from './content/content.server';
import { consoleCorrectionsAction } from './corrections/corrections.server';
import { consoleStaffAction } from './staff/staff.server';
import { STAFF_TOKEN_COOKIE } from './staff-session.server';

/**
 * The console's staff, content and capabilities forms are checked by their calls' own contracts
 * schemas (checkForm) before a call is made, as console-forms.server.test.ts proves for the others:
 * a refused form is a 400 with the field's message, named by its label, and the staff port is not called.
 */

/** A staff port that answers `me` with the roles given and records every other call it is asked. */
function shop(roles: StaffRole[]) {
  const calls: { name: string; args: unknown[] }[] = [];
  const port = new Proxy({} as StaffPort, {
    get:
      (_target, name: string) =>
      async (...args: unknown[]) => {
        if (name === 'me') return { id: 'member-1', roles };
        calls.push({ name, args });
        if (name === 'addStaffMember') return { email: 'new@shop.test', firstPassword: 'first' };
        return {};
      },
  });
  const context = { staff: () => port, cookieSecure: false } as unknown as AppLoadContext;
  const post = (path: string, fields: [string, string][]) =>
    new Request(`http://shop.test/console/${path}`, {
      method: 'POST',
      headers: { cookie: `${STAFF_TOKEN_COOKIE}=token`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  return { calls, context, post };
}

interface Answer {
  data: { error: string | null; done: string | null; fields?: Record<string, string[]> };
  init: { status?: number } | null;
}

const staffRefusals: [[string, string][], string, string][] = [
  [
    [
      ['intent', 'add'],
      ['email', 'not-an-email'],
      ['roles', 'support'],
    ],
    'email',
    'Email: Please enter a valid email address.',
  ],
  [
    [
      ['intent', 'add'],
      ['email', 'new@shop.test'],
    ],
    'roles',
    'Roles: Choose at least one role.',
  ],
  [
    [
      ['intent', 'add'],
      ['email', 'new@shop.test'],
      ['roles', 'owner'],
    ],
    'roles',
    'Roles: Choose roles from the list.',
  ],
  [
    [
      ['intent', 'roles'],
      ['staffId', 's-1'],
    ],
    'roles',
    'Roles: Choose at least one role.',
  ],
  [
    [
      ['intent', 'lock'],
      ['staffId', 's-1'],
      ['reason', 'x'.repeat(201)],
    ],
    'reason',
    'Why: Keep the reason to 200 characters.',
  ],
];

describe('the console staff forms', () => {
  it.each(staffRefusals)('refuses %j with its field’s message and changes nothing', async (fields, field, message) => {
    const { calls, context, post } = shop(['administrator']);
    const answer = (await consoleStaffAction(post('staff', fields), context)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toBe(message);
    expect(answer.data.fields?.[field]).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('adds, sets roles and locks as the calls take them: the email in lower case, an empty reason left out', async () => {
    const { calls, context, post } = shop(['administrator']);
    const add = (await consoleStaffAction(
      post('staff', [
        ['intent', 'add'],
        ['email', ' New@Shop.test '],
        ['roles', 'support'],
        ['roles', 'finance'],
      ]),
      context,
    )) as Answer;
    expect(add.data.done).toBe('new@shop.test is added. They enrol an authenticator app at their first sign-in.');
    await consoleStaffAction(
      post('staff', [
        ['intent', 'roles'],
        ['staffId', 's-1'],
        ['roles', 'finance'],
      ]),
      context,
    );
    await consoleStaffAction(
      post('staff', [
        ['intent', 'lock'],
        ['staffId', 's-1'],
        ['reason', '  '],
      ]),
      context,
    );
    await consoleStaffAction(
      post('staff', [
        ['intent', 'lock'],
        ['staffId', 's-2'],
        ['reason', ' Left '],
      ]),
      context,
    );
    expect(calls).toEqual([
      { name: 'addStaffMember', args: [{ email: 'new@shop.test', roles: ['support', 'finance'] }] },
      { name: 'changeStaffRoles', args: ['s-1', { roles: ['finance'] }] },
      { name: 'lockStaffMember', args: ['s-1', true, {}] },
      { name: 'lockStaffMember', args: ['s-2', true, { reason: 'Left' }] },
    ]);
  });
});

describe('the console content form', () => {
  it.each([
    [
      { stateCode: 'N1', text: 'Closed for the holiday' },
      'stateCode',
      'State code: A state code such as NSW, or default.',
    ],
    [{ stateCode: 'nsw', text: 'x'.repeat(301) }, 'text', 'Text: Keep the banner to 300 characters.'],
  ])('refuses %j with its field’s message and saves nothing', async (fields, field, message) => {
    const { calls, context, post } = shop(['content_editor']);
    const answer = (await consoleContentAction(post('content', Object.entries(fields)), context)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toBe(message);
    expect(answer.data.fields?.[field]).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('saves the banner as the call takes it: the code in capitals, the text trimmed', async () => {
    const { calls, context, post } = shop(['content_editor']);
    await consoleContentAction(
      post('content', [
        ['stateCode', 'nsw'],
        ['text', ' Closed '],
      ]),
      context,
    );
    await consoleContentAction(
      post('content', [
        ['stateCode', 'default'],
        ['text', ''],
      ]),
      context,
    );
    expect(calls).toEqual([
      { name: 'setSitewideBanner', args: ['NSW', { text: 'Closed' }] },
      { name: 'setSitewideBanner', args: ['default', { text: '' }] },
    ]);
  });
});

describe('the console capabilities switch', () => {
  it.each([
    [
      { segment: 'vip', capability: 'free_money', on: 'true' },
      'capability',
      'Capability: Choose a capability from the list.',
    ],
    [{ segment: '', capability: 'free_money', on: 'true' }, 'segment', 'Segment: Choose a segment.'],
  ])('refuses %j with its field’s message and switches nothing', async (fields, field, message) => {
    const { calls, context, post } = shop(['content_editor']);
    const answer = (await consoleCapabilitiesAction(post('capabilities', Object.entries(fields)), context)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toBe(message);
    expect(answer.data.fields?.[field]).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('switches a capability the contracts name', async () => {
    const { calls, context, post } = shop(['content_editor']);
    await consoleCapabilitiesAction(
      post('capabilities', [
        ['segment', 'vip'],
        ['capability', capabilityNames[0]],
        ['on', 'false'],
      ]),
      context,
    );
    expect(calls).toEqual([{ name: 'setSegmentCapability', args: ['vip', capabilityNames[0], { on: false }] }]);
  });
});

describe('the console corrections decision', () => {
  it.each([
    [[['decision', 'approve']], 'Correction: Choose a correction.'],
    [
      [
        ['decision', 'approve'],
        ['correctionId', 'c'.repeat(101)],
      ],
      'Correction: Choose a correction from the list.',
    ],
    [[['correctionId', 'c-1']], 'Choose approve or reject.'],
    [
      [
        ['correctionId', 'c-1'],
        ['decision', 'constructor'],
      ],
      'Choose approve or reject.',
    ],
  ] as [[string, string][], string][])('refuses %j and decides nothing', async (fields, message) => {
    const { calls, context, post } = shop(['finance']);
    const answer = (await consoleCorrectionsAction(post('corrections', fields), context)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toBe(message);
    expect(calls).toEqual([]);
  });

  it('decides as the call takes it: the id trimmed, approve as a boolean, one key per decision', async () => {
    const { calls, context, post } = shop(['finance']);
    await consoleCorrectionsAction(
      post('corrections', [
        ['correctionId', ' c-1 '],
        ['decision', 'reject'],
      ]),
      context,
    );
    expect(calls).toEqual([
      { name: 'decideBalanceCorrection', args: ['c-1', { approve: false }, { idempotencyKey: 'decide-c-1-reject' }] },
    ]);
  });
});
