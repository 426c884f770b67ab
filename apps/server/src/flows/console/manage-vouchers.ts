import type { ConsoleVoucher, CreateVoucherRequest } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import type { ConsoleFlowDeps } from './console-flow.deps';

type Deps = Pick<ConsoleFlowDeps, 'db' | 'vouchers' | 'audit'>;

/** A content editor creates a voucher (docs/decisions/238); the voucher and its audit row commit together. */
export async function createVoucher(
  deps: Deps,
  actor: ActingStaff,
  input: CreateVoucherRequest,
): Promise<ConsoleVoucher> {
  return deps.db.transaction(async (tx) => {
    const voucher = await deps.vouchers.create(tx, input);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'voucher.create',
      subjectType: 'voucher',
      subjectId: voucher.code,
      before: null,
      after: voucher,
    });
    return voucher;
  });
}

/** A content editor ends a voucher now: carts no longer accept its code. */
export async function endVoucher(deps: Deps, actor: ActingStaff, code: string): Promise<ConsoleVoucher> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await deps.vouchers.end(tx, code);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'voucher.end',
      subjectType: 'voucher',
      subjectId: code,
      before,
      after,
    });
    return after;
  });
}
