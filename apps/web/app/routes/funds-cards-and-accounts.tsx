import { data } from 'react-router';
import { AccountFrame } from '../features/account/account-frame';
import { requireCustomer } from '../features/auth/index.server';
import { CardsList } from '../features/funds';
import { adoptCardToken, cardsAction, loadCards } from '../features/funds/index.server';
import { apiSession } from '../lib/api-session.server';
import { FormError } from '../ui/field';
import type { Route } from './+types/funds-cards-and-accounts';

const PATH = '/my-account/cards-and-accounts';

export function meta() {
  return [{ title: 'Cards and accounts' }];
}

/** /my-account/cards-and-accounts: saved cards (the bank accounts section joins them here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const adopted = await adoptCardToken(request, context);
  if (adopted && 'redirectTo' in adopted) throw adopted.redirectTo;
  const cards = await loadCards(request, context, PATH);
  return data(
    { cards: cards.cards, addCardUrl: cards.addCardUrl, error: adopted?.error ?? null },
    { headers: apiSession(request, context).headers() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  return cardsAction(request, context);
}

export default function CardsAndAccountsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Cards and accounts" lead="The cards you pay with.">
      <FormError>{loaderData.error ?? (actionData && !actionData.ok ? actionData.message : undefined)}</FormError>
      {actionData?.ok ? (
        <p className="notice notice--success" role="status">
          {actionData.message}
        </p>
      ) : null}
      <CardsList cards={loaderData.cards} addCardUrl={loaderData.addCardUrl} />
    </AccountFrame>
  );
}
