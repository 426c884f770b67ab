import type { Money } from '@drawline/contracts';
import { useLocale } from '../../lib/locale';
import { usePreCartExtra } from '../../lib/pre-cart-extra';
import { ButtonLink } from '../../ui/button';
import { Drawer } from '../../ui/modal';
import type { CartLineView } from './cart-view';
import './pre-cart.css';

export interface AddedToCart {
  line: CartLineView;
  count: number;
  total: Money;
}

/**
 * The pre-cart drawer (capability pre-cart drawer; 2-shopping.md §3 isPrecartDrawerOpen, §4): what
 * was just added, the cart's total, and the way on to the cart or back to shopping.
 */
export function PreCartDrawer({
  added,
  cartPath,
  onClose,
}: {
  added: AddedToCart | null;
  cartPath: string;
  onClose: () => void;
}) {
  const l = useLocale();
  // The placements below the item (decision 474), given by the layout.
  const Extra = usePreCartExtra();
  return (
    <Drawer open={added !== null} onClose={onClose} title="Added to your cart" side="end" className="pre-cart">
      {added ? (
        <div className="pre-cart-body">
          <p className="pre-cart-summary">
            {added.line.summary}, {l.money(added.line.price)}.
          </p>
          <p className="pre-cart-kind">
            {added.line.kind}
            {added.line.drawDate ? ` · draw ${added.line.drawNo}, ${l.drawDate(added.line.drawDate)} AEST` : ''}
          </p>
          <dl className="pre-cart-total">
            <div>
              <dt>
                Your cart ({added.count} {added.count === 1 ? 'item' : 'items'})
              </dt>
              <dd>{l.money(added.total)}</dd>
            </div>
          </dl>
          <ButtonLink to={cartPath} variant="primary" block>
            View cart and check out
          </ButtonLink>
          <button type="button" className="button button--secondary button--block" onClick={onClose}>
            Keep shopping
          </button>
          {Extra ? <Extra /> : null}
        </div>
      ) : null}
    </Drawer>
  );
}
