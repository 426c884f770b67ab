import { bpayImportBodySchema, checkForm } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** Finance's BPAY page (decision 530): the payments imported, waiting ones first. */
export async function loadConsoleBpay(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'bpay');
  return { payments: await staff.bpayPayments() };
}

/** Imports the bank's file; the call checks it whole, keeps each payment once and writes the audit rows. */
export async function consoleBpayAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'bpay');
  const form = await request.formData();
  const checked = checkForm(bpayImportBodySchema, { file: String(form.get('file') ?? '') });
  if (checked.errors) return refusedForm(checked.errors, () => ({ field: 'file', label: "The bank's file" }));
  const body = checked.data;
  return outcomeOf(async () => {
    const r = await staff.importBpayFile(body);
    return `Imported: ${r.credited} credited, ${r.waiting} waiting, ${r.alreadyImported} imported before.`;
  });
}
