import type { Transaction } from '@drawline/contracts';
import { Link } from 'react-router';
import { pathTo } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Pagination } from '../../ui/pagination';
import { movementOf, movementWords, unsignedAmount } from './entries';
import { type ListPage, pagePath } from './paging';
import { ShopLink } from './ticket-parts';

const transactionsPath = () => pathTo('/my-account/transactions/:page?');

function Amount({ transaction }: { transaction: Transaction }) {
  const l = useLocale();
  const movement = movementOf(transaction);
  const words = movementWords[movement];
  return (
    <span className={`orders-amount orders-amount--${movement}`}>
      <span className="visually-hidden">{words.label} </span>
      <span aria-hidden="true">{words.sign}</span>
      {l.money(unsignedAmount(transaction))}
    </span>
  );
}

/** What a transaction was, linking a purchase to its receipt. */
function Description({ transaction }: { transaction: Transaction }) {
  if (transaction.type === 'purchase' && transaction.reference) {
    return (
      <Link to={pathTo('/receipt/:checkoutID', { checkoutID: transaction.reference })}>{transaction.description}</Link>
    );
  }
  // A withdrawal's request line (its reference is the withdrawal id) opens its summary; its return or payment lines its details.
  if (transaction.type === 'withdrawal' && transaction.reference) {
    const [withdrawID, move] = transaction.reference.split(':');
    return move === undefined ? (
      <Link to={pathTo('/my-account/withdraw/summary/:transactionID', { transactionID: transaction.transactionId })}>
        {transaction.description}
      </Link>
    ) : (
      <Link to={pathTo('/my-account/withdraw/details/:withdrawID', { withdrawID: withdrawID as string })}>
        {transaction.description}
      </Link>
    );
  }
  return <>{transaction.description}</>;
}

/** Every movement of the customer's funds, newest first: date, description, amount and balance after. */
export function TransactionsView({ list }: { list: ListPage<Transaction> }) {
  const l = useLocale();
  if (list.total === 0) {
    return (
      <div className="card orders-empty">
        <p>You have no transactions yet.</p>
        <ShopLink className="button button--primary">Buy lotto tickets</ShopLink>
      </div>
    );
  }
  return (
    <>
      <table className="orders-table transactions-table">
        <caption>Transactions, newest first{list.pages > 1 ? `: page ${list.page} of ${list.pages}` : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="orders-number">
              Amount
            </th>
            <th scope="col" className="orders-number">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((t) => (
            <tr key={`${t.transactionId}-${t.amount.currency}`}>
              <td className="transactions-date">{l.date(t.date)}</td>
              <td className="transactions-description">
                <Description transaction={t} />
              </td>
              <td className="orders-number">
                <Amount transaction={t} />
              </td>
              <td className="orders-number transactions-balance">
                <span className="transactions-cell-label" aria-hidden="true">
                  Balance{' '}
                </span>
                {l.money(t.balanceAfter)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={list.page}
        pages={list.pages}
        href={(p) => pagePath(transactionsPath(), p)}
        label="Pages of transactions"
      />
    </>
  );
}
