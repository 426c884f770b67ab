import type { StaffPort } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../tests/helpers';
import { pagePortProbe, refusalOf } from '../../tests/page-port-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';

/**
 * The CMS editing mode (2-shopping.md §1 canEdit, decision 494): a content editor's console asks the
 * staff port for a token signed for them (audited), and the storefront's shell asks the pages' port
 * whether a browser's token turns the mode on. Only a good, unexpired token of that purpose does.
 */
const probe = pagePortProbe();
let t: StaffTestApp;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  t = await createStaffTestApp({
    beforeReady: (app) => {
      probe.beforeReady(app);
      app.get('/staff-port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
});
afterAll(() => t.close());

async function staffPortFor(token: string): Promise<StaffPort> {
  await t.app.inject({ method: 'GET', url: '/staff-port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.staffPorts(seen)(token);
}
const editingMode = async (token: string) => (await probe.portFor(t.app)).cmsEditingMode(token);

describe(`the CMS editing mode (${testDbKind()})`, () => {
  it('gives a content editor a two-hour token the shell takes, written to the audit log without it', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const { token, expiresAt } = await (await staffPortFor(editor.token)).contentEditingMode();
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(2 * 3_600_000);
    expect(await editingMode(token)).toBe(true);
    const { entries } = await t.app.audit.listAudit({ limit: 1, offset: 0, action: 'content.editing_mode.start' });
    expect(entries[0]).toMatchObject({ staffId: editor.member.id, subjectId: editor.member.id });
    expect(JSON.stringify(entries[0])).not.toContain(token);

    t.clock.advance(2 * 3_600_000 - 1_000);
    expect(await editingMode(token)).toBe(true);
    t.clock.advance(1_000);
    expect(await editingMode(token)).toBe(false);
  });

  it('is off for an altered, foreign, empty, huge or hostile token', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const { token } = await (await staffPortFor(editor.token)).contentEditingMode();
    const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    // The staff session's own token is signed by the same secrets for another purpose.
    for (const bad of [flipped, '', 'x'.repeat(5_000), 'a\u0000b', '\ud800', editor.token]) {
      expect(await editingMode(bad)).toBe(false);
    }
  });

  it('refuses every role but the content editors, changing nothing', async () => {
    const before = await t.app.audit.listAudit({ limit: 100, offset: 0, action: 'content.editing_mode.start' });
    for (const role of ['administrator', 'finance', 'support', 'draw_operator'] as const) {
      const member = await signInStaff(t, role);
      expect((await refusalOf((await staffPortFor(member.token)).contentEditingMode())).status).toBe(403);
    }
    const after = await t.app.audit.listAudit({ limit: 100, offset: 0, action: 'content.editing_mode.start' });
    expect(after.entries.length).toBe(before.entries.length);
  });
});
