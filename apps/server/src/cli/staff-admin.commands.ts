import { staffRoles } from '@drawline/contracts';
import { addStaffMember } from '../flows/staff/add-staff-member';
import { changeStaffRoles } from '../flows/staff/change-staff-roles';
import { lockStaffMember } from '../flows/staff/lock-staff-member';
import { totp } from '../modules/credentials';
import { AppError } from '../platform/app-error';
import { required, rolesOption, type StaffCliContext, type StaffCommand } from './staff-commands';

const flowDeps = (ctx: StaffCliContext) => ({ db: ctx.db, staff: ctx.staff, audit: ctx.audit });
const roleList = staffRoles.join(', ');

/** The staff module's own commands: the first administrator, members, roles, locks, and a code helper. */
export const staffAdminCommands: StaffCommand[] = [
  {
    name: 'create-admin',
    summary: 'Make the first administrator (only while there is none); prints the password and authenticator URI once',
    options: { email: { type: 'string' } },
    async run(ctx, values) {
      const email = required(values, 'email');
      if (await ctx.staff.members.hasAdministrator()) {
        throw new AppError('conflict', {
          message:
            'An administrator exists already: an administrator adds staff with `add --as <email> --code <code>`.',
        });
      }
      const { member, totpSecret, firstPassword } = await addStaffMember(
        flowDeps(ctx),
        { staffId: null, address: ctx.address },
        { email, roles: ['administrator'], enrolNow: true },
      );
      ctx.out(`Administrator ${member.email} created (id ${member.id}).`);
      ctx.out(`Password (shown once): ${firstPassword}`);
      ctx.out(`Authenticator secret (shown once): ${totpSecret}`);
      ctx.out(
        `Authenticator URI (shown once; any authenticator app reads it): ${ctx.staff.enrolmentUri(member.email, totpSecret!)}`,
      );
    },
  },
  {
    name: 'add',
    summary: `Add a staff member with roles (${roleList}); prints a first password once`,
    options: { email: { type: 'string' }, roles: { type: 'string' } },
    roles: ['administrator'],
    async run(ctx, values, actor) {
      const { member, firstPassword } = await addStaffMember(flowDeps(ctx), actor!, {
        email: required(values, 'email'),
        roles: rolesOption(values, 'roles'),
      });
      ctx.out(`Staff member ${member.email} added with roles ${member.roles.join(', ')} (id ${member.id}).`);
      ctx.out(`Password (shown once): ${firstPassword}`);
      ctx.out('The member enrols an authenticator app at the first sign-in.');
    },
  },
  {
    name: 'roles',
    summary: 'Set the roles of a staff member (--set finance,support)',
    options: { email: { type: 'string' }, set: { type: 'string' } },
    roles: ['administrator'],
    async run(ctx, values, actor) {
      const staffId = await ctx.staff.members.idOf(required(values, 'email'));
      const after = await changeStaffRoles(flowDeps(ctx), actor!, { staffId, roles: rolesOption(values, 'set') });
      ctx.out(`${after.email} now holds ${after.roles.join(', ')}.`);
    },
  },
  {
    name: 'lock',
    summary: 'Lock a staff member: every session ends at once',
    options: { email: { type: 'string' }, reason: { type: 'string' } },
    roles: ['administrator'],
    async run(ctx, values, actor) {
      const staffId = await ctx.staff.members.idOf(required(values, 'email'));
      const reason = typeof values.reason === 'string' ? values.reason : undefined;
      const after = await lockStaffMember(flowDeps(ctx), actor!, { staffId, locked: true, reason });
      ctx.out(`${after.email} is locked.`);
    },
  },
  {
    name: 'unlock',
    summary: 'Unlock a staff member (after failed attempts, or a lock)',
    options: { email: { type: 'string' } },
    roles: ['administrator'],
    async run(ctx, values, actor) {
      const staffId = await ctx.staff.members.idOf(required(values, 'email'));
      const after = await lockStaffMember(flowDeps(ctx), actor!, { staffId, locked: false });
      ctx.out(`${after.email} is unlocked.`);
    },
  },
  {
    name: 'list',
    summary: 'List the staff members and their roles',
    options: {},
    roles: ['administrator'],
    async run(ctx) {
      for (const m of await ctx.staff.members.list()) {
        ctx.out(`${m.email}\t${m.roles.join(',')}${m.lockedAt ? '\tlocked' : ''}`);
      }
    },
  },
  {
    name: 'totp',
    summary: 'Print the current authenticator code of a secret (for the demo staff; use an app for real accounts)',
    options: { secret: { type: 'string' } },
    offline: true,
    async run(ctx, values) {
      ctx.out(totp(required(values, 'secret').replace(/\s+/g, '').toUpperCase(), ctx.clock.now()));
    },
  },
];
