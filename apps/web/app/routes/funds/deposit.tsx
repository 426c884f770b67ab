import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { BankDepositPanel, BpayPanel, DepositForm, DirectDebitPanel, PayPalConfirm } from '../../features/funds';
import {
  adoptCardToken,
  depositAction,
  loadCards,
  newDepositKey,
  offeredBankDeposit,
  offeredBpay,
  offeredDirectDebit,
  offeredWallets,
  payPalReturnOf,
} from '../../features/funds/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { useLocale } from '../../lib/locale';
import type { Route } from './+types/deposit';

export function meta() {
  return [{ title: 'Deposit funds' }];
}

const forProgram = (url: URL) => url.pathname.startsWith('/daily-winners');

/** /my-account/deposit, /daily-winners/deposit and /deposit (checkout layout): top up the wallet by card or digital wallet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [customer] = await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.walletDeposit),
    // /daily-winners/deposit: a new member's first deposit (issue 27), behind the program's switch too.
    forProgram(url) ? requireCapabilities(request, context, routeNeeds.dailyWinners) : null,
  ]);
  const adopted = await adoptCardToken(request, context);
  if (adopted && 'redirectTo' in adopted) throw adopted.redirectTo;
  const [cards, bpay, bankDeposit, directDebit] = await Promise.all([
    loadCards(request, context, url.pathname),
    // BPAY from the customer's bank where the shop takes it (decision 530); not in the checkout's deposit.
    url.pathname === '/deposit' ? null : offeredBpay(request, context),
    // The shop's bank account and PayID (decision 519), beside BPAY.
    url.pathname === '/deposit' ? null : offeredBankDeposit(request, context),
    // Direct debit from the customer's account under their Direct Debit Request (decisions 522, 524).
    url.pathname === '/deposit' ? null : offeredDirectDebit(request, context),
  ]);
  return data(
    {
      ...cards,
      // PayPal through Braintree (decision 488): offered where its window is a page, and its approval to confirm.
      wallets: await offeredWallets(request, context, cards.wallets),
      paypal: payPalReturnOf(url),
      pathname: url.pathname,
      currency: customer.availableFunds.currency,
      availableFunds: customer.availableFunds,
      inAccount: url.pathname.startsWith('/my-account'),
      forProgram: forProgram(url),
      selectedFundId: url.searchParams.get('fund'),
      idempotencyKey: newDepositKey(),
      cardError: adopted?.error ?? null,
      bpay,
      bankDeposit,
      directDebit,
    },
    { headers: apiSession(request, context).headers() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.walletDeposit),
  ]);
  return depositAction(request, context);
}

export default function DepositRoute({ loaderData, actionData }: Route.ComponentProps) {
  const l = useLocale();
  const failure = actionData
    ? { message: actionData.message, errors: actionData.errors }
    : loaderData.cardError
      ? { message: loaderData.cardError, errors: {} }
      : null;
  const paypal = loaderData.paypal;
  const form =
    paypal && 'nonce' in paypal ? (
      <PayPalConfirm
        approved={paypal}
        currency={loaderData.currency}
        idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
        failure={actionData ? { message: actionData.message } : null}
        backTo={loaderData.pathname}
      />
    ) : (
      <DepositForm
        cards={loaderData.cards}
        card={loaderData.card}
        wallets={loaderData.wallets}
        addCardUrl={loaderData.addCardUrl}
        selectedFundId={loaderData.selectedFundId}
        // A refused attempt's answer holds the next attempt's key.
        idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
        failure={failure ?? (paypal ? { message: 'You cancelled PayPal: nothing was charged.', errors: {} } : null)}
      />
    );
  const bpay = paypal ? null : (
    <>
      {loaderData.bpay ? <BpayPanel details={loaderData.bpay} /> : null}
      {loaderData.bankDeposit ? <BankDepositPanel details={loaderData.bankDeposit} /> : null}
      {loaderData.directDebit ? <DirectDebitPanel offered={loaderData.directDebit} /> : null}
    </>
  );
  const lead = `Your wallet holds ${l.money(loaderData.availableFunds)}.`;
  if (loaderData.inAccount) {
    return (
      <AccountFrame title="Deposit funds" lead={lead}>
        {form}
        {bpay}
      </AccountFrame>
    );
  }
  return (
    <div className="cart-page">
      <h1>{loaderData.forProgram ? 'Make your first deposit' : 'Deposit funds'}</h1>
      {loaderData.forProgram ? (
        <p>Your first deposit makes you a Daily Winners member: your entries start at once.</p>
      ) : null}
      <p>{lead}</p>
      {form}
      {bpay}
    </div>
  );
}
