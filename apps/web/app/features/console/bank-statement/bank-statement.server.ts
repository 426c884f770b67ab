import { bpayImportBodySchema, checkForm } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** Finance's account statement page (decision 519): the credit lines imported, waiting ones first. */
export async function loadConsoleBankStatement(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'bpay');
  return { lines: await staff.bankStatementLines() };
}

/** Imports the statement; the call checks it whole, keeps each line once and writes the audit rows. */
export async function consoleBankStatementAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'bpay');
  const form = await request.formData();
  const checked = checkForm(bpayImportBodySchema, { file: String(form.get('file') ?? '') });
  if (checked.errors) return refusedForm(checked.errors, () => ({ field: 'file', label: "The statement's lines" }));
  const body = checked.data;
  return outcomeOf(async () => {
    const r = await staff.importBankStatement(body);
    return `Imported: ${r.credited} credited, ${r.waiting} waiting, ${r.alreadyImported} imported before.`;
  });
}
