import type { CustomerNote } from '@drawline/contracts';
import { customerForStaff } from '../../modules/identity';
import type { ActingStaff } from '../../modules/staff';
import type { CustomerCareDeps } from './customer-care.deps';

/** A staff member writes a note on a customer (docs/decisions/273); the note and its audit row commit together. */
export async function addCustomerNote(
  deps: CustomerCareDeps,
  actor: ActingStaff & { staffId: string; email: string },
  input: { customerId: string; body: string },
): Promise<CustomerNote> {
  return deps.db.transaction(async (tx) => {
    await customerForStaff(tx, input.customerId); // 404 for a customer who does not exist
    const note = await deps.notes.addNote(tx, {
      customerId: input.customerId,
      author: { id: actor.staffId, email: actor.email },
      body: input.body,
    });
    await deps.audit.recordAudit(tx, {
      actor: { staffId: actor.staffId, address: actor.address },
      action: 'customer.note',
      subjectType: 'customer',
      subjectId: input.customerId,
      before: null,
      after: note,
    });
    return note;
  });
}
