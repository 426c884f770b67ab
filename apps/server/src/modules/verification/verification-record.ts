import type { CustomerVerification, VerificationDocumentType, VerificationStatus } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { customerVerifications } from './verification.tables';

const unverified: CustomerVerification = {
  status: 'unverified',
  documentType: null,
  reason: null,
  checkedBy: null,
  checkedAt: null,
};

/** The customer's verification as last recorded (docs/decisions/272); no row reads as unverified. */
export async function readVerification(conn: Db | Tx, customerId: string): Promise<CustomerVerification> {
  const [row] = await conn.select().from(customerVerifications).where(eq(customerVerifications.customerId, customerId));
  return verificationOfRow(row);
}

/** A customer's verification row as the platform answers it; none reads as unverified. */
export function verificationOfRow(
  row: typeof customerVerifications.$inferSelect | null | undefined,
): CustomerVerification {
  if (!row) return unverified;
  return {
    status: row.status as VerificationStatus,
    documentType: row.documentType as VerificationDocumentType | null,
    reason: row.reason,
    checkedBy: row.checkedBy,
    checkedAt: row.checkedAt.toISOString(),
  };
}

export interface VerificationRecordInput {
  customerId: string;
  status: VerificationStatus;
  documentType?: VerificationDocumentType;
  reason: string;
  staffId: string;
}

/** Sets the status in the caller's transaction (the flow writes the audit row beside it); answers before and after. */
export async function writeVerification(clock: Clock, tx: Tx, input: VerificationRecordInput) {
  // Locks the customer's row (when there is one), so two staff members' checks apply one after the other.
  await tx
    .select({ id: customerVerifications.customerId })
    .from(customerVerifications)
    .where(eq(customerVerifications.customerId, input.customerId))
    .for('update');
  const before = await readVerification(tx, input.customerId);
  const row = {
    status: input.status,
    documentType: input.documentType ?? null,
    reason: input.reason,
    checkedBy: input.staffId,
    checkedAt: clock.now(),
  };
  await tx
    .insert(customerVerifications)
    .values({ customerId: input.customerId, ...row })
    .onConflictDoUpdate({ target: customerVerifications.customerId, set: row });
  return { before, after: await readVerification(tx, input.customerId) };
}
