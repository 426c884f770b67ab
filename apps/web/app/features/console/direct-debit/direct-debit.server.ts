import { checkForm, directDebitOutcomesBodySchema, formatMoney } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** Finance's Direct debit page (decision 523): the debits waiting for a file, and the latest files with theirs. */
export async function loadConsoleDirectDebit(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'bpay');
  return { collections: await staff.directDebitCollections() };
}

/** Exports the collection file (intent=export), or imports the bank's outcomes; the calls write the audit rows. */
export async function consoleDirectDebitAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'bpay');
  const form = await request.formData();
  if (form.get('intent') === 'export') {
    return outcomeOf(async () => {
      const r = await staff.exportDirectDebitFile();
      const cancelled = r.cancelled ? ` ${r.cancelled} cancelled: the customer cancelled the request.` : '';
      if (r.number === null) return `No deposit was waiting: no file written.${cancelled}`;
      return `File ${r.number} written: ${r.debitCount} debits, ${formatMoney(r.total)}. Download it below and send it to the bank.${cancelled}`;
    });
  }
  const checked = checkForm(directDebitOutcomesBodySchema, { file: String(form.get('file') ?? '') });
  if (checked.errors) return refusedForm(checked.errors, () => ({ field: 'file', label: "The bank's outcomes" }));
  const body = checked.data;
  return outcomeOf(async () => {
    const r = await staff.importDirectDebitOutcomes(body);
    return `Imported: ${r.collected} collected, ${r.dishonoured} dishonoured, ${r.alreadyImported} imported before.`;
  });
}

/** One exported file's ABA text for finance to send to the bank: a download, never cached. */
export async function loadConsoleDirectDebitFile(
  request: Request,
  context: AppLoadContext,
  params: { number?: string },
) {
  const { staff } = await requireConsoleStaff(request, context, 'bpay');
  const number = Number(params.number);
  if (!/^\d{1,9}$/.test(params.number ?? '') || number < 1) throw new Response('Not found', { status: 404 });
  const text = await staff.directDebitFileText(number);
  return new Response(text, {
    headers: {
      'content-type': 'text/plain; charset=us-ascii',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="direct-debit-${number}.aba"`,
    },
  });
}
