import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { CardsList } from '../../features/funds';
import { adoptCardToken, cardsAction, loadCards } from '../../features/funds/index.server';
import { BankAccountsSection } from '../../features/payouts';
import { bankAccountAction, loadBankAccounts } from '../../features/payouts/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { FormError } from '../../ui/field';
import type { Route } from './+types/cards-and-accounts';

const PATH = '/my-account/cards-and-accounts';

export function meta() {
  return [{ title: 'Cards and accounts' }];
}

/** /my-account/cards-and-accounts: saved cards, and the bank accounts withdrawals are paid to. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [, have] = await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.walletManage),
  ]);
  const adopted = await adoptCardToken(request, context);
  if (adopted && 'redirectTo' in adopted) throw adopted.redirectTo;
  const [cards, accounts] = await Promise.all([loadCards(request, context, PATH), loadBankAccounts(request, context)]);
  return data(
    {
      cards: cards.cards,
      // A card is added here, without a deposit, only with add_card_without_deposit (decision 492).
      addCardUrl: have.has('add_card_without_deposit') ? cards.addCardUrl : null,
      bankAccounts: accounts.bankAccounts,
      newAccountWaitHours: accounts.newAccountWaitHours,
      payPal: accounts.payPal,
      wise: accounts.wise,
      error: adopted?.error ?? null,
    },
    { headers: apiSession(request, context).headers() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.walletManage),
  ]);
  // The bank account form says so by its intent; the cards' forms are the rest.
  const intent = (await request.clone().formData()).get('intent');
  return intent === 'add-bank-account' ? bankAccountAction(request, context) : cardsAction(request, context);
}

export default function CardsAndAccountsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const add = actionData && 'intent' in actionData && actionData.intent === 'add-bank-account' ? actionData : null;
  const cards = actionData && !add && 'message' in actionData ? actionData : null;
  return (
    <AccountFrame title="Cards and accounts" lead="The cards you pay with and the bank accounts you are paid to.">
      <FormError>{loaderData.error ?? (cards && !cards.ok ? cards.message : undefined)}</FormError>
      {cards?.ok ? (
        <p className="notice notice--success" role="status">
          {cards.message}
        </p>
      ) : null}
      <CardsList cards={loaderData.cards} addCardUrl={loaderData.addCardUrl} />
      <BankAccountsSection
        bankAccounts={loaderData.bankAccounts}
        newAccountWaitHours={loaderData.newAccountWaitHours}
        payPal={loaderData.payPal}
        wise={loaderData.wise}
        errors={add?.errors}
        values={add?.ok ? undefined : add?.values}
        added={add?.ok}
        needsCode={Boolean(add?.elevation)}
        action={PATH}
        // A new form after an account is added: the key changes with each answer.
        key={add?.ok ? add.idempotencyKey : 'bank-account-form'}
      />
    </AccountFrame>
  );
}
