import type { StaffRole } from '@drawline/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hashPassword, type Secrets } from '../credentials';
import { staffMemberRoles, staffMembers } from './staff.tables';

/**
 * One demo staff member per role, for trying the staff API outside production (docs/decisions/165):
 * their passwords and authenticator secrets are in the README, so never on a production shop.
 */
export const demoStaff: readonly {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
}[] = [
  {
    id: '00000000-0000-4000-a000-5ea1f0000001',
    email: 'admin@staff.drawline.test',
    password: 'demo-staff-administrator-2026',
    totpSecret: 'JBSWY3DPEHPK3PXPADMINAAAAAAAAAAA',
    role: 'administrator',
  },
  {
    id: '00000000-0000-4000-a000-5ea1f0000002',
    email: 'draws@staff.drawline.test',
    password: 'demo-staff-draw-operator-2026',
    totpSecret: 'JBSWY3DPEHPK3PXPDRAWSAAAAAAAAAAA',
    role: 'draw_operator',
  },
  {
    id: '00000000-0000-4000-a000-5ea1f0000003',
    email: 'finance@staff.drawline.test',
    password: 'demo-staff-finance-2026',
    totpSecret: 'JBSWY3DPEHPK3PXPFINANCEAAAAAAAAA',
    role: 'finance',
  },
  {
    id: '00000000-0000-4000-a000-5ea1f0000004',
    email: 'support@staff.drawline.test',
    password: 'demo-staff-support-2026',
    totpSecret: 'JBSWY3DPEHPK3PXPSUPPORTAAAAAAAAA',
    role: 'support',
  },
  {
    id: '00000000-0000-4000-a000-5ea1f0000005',
    email: 'content@staff.drawline.test',
    password: 'demo-staff-content-editor-2026',
    totpSecret: 'JBSWY3DPEHPK3PXPCONTENTAAAAAAAAA',
    role: 'content_editor',
  },
];

/** Adds the demo staff that are missing, enrolled with their published secrets; what exists is kept. */
export async function seedDemoStaff(db: Db, clock: Clock, secrets: Secrets): Promise<void> {
  const present = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      inArray(
        staffMembers.id,
        demoStaff.map((s) => s.id),
      ),
    );
  const have = new Set(present.map((r) => r.id));
  const now = clock.now();
  for (const s of demoStaff.filter((d) => !have.has(d.id))) {
    await db.transaction(async (tx) => {
      await tx
        .insert(staffMembers)
        .values({
          id: s.id,
          email: s.email,
          passwordHash: await hashPassword(s.password),
          totpSecretBox: await secrets.encrypt(s.totpSecret),
          totpEnrolledAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      await tx.insert(staffMemberRoles).values({ staffId: s.id, role: s.role }).onConflictDoNothing();
    });
  }
}

/** Whether the database holds any demo staff member (by their fixed ids): a production start refuses it. */
export async function hasDemoStaff(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      inArray(
        staffMembers.id,
        demoStaff.map((s) => s.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
