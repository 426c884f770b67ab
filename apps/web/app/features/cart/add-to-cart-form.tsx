import { cartDebounceMs } from '@drawline/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useCapabilities } from '../../lib/capabilities';
import { useHydrated } from '../../lib/use-hydrated';
import { keptUtmQuery } from '../../lib/utm';
import { useToasts } from '../../ui/toasts';
import { CHANGE_KEY_FIELD, useChangeKey } from './change-key';
import { leadingGate } from './debounce';
import type { CartActionData } from './intents';
import { itemFields } from './item-form';
import { type AddedToCart, PreCartDrawer } from './pre-cart-drawer';

export interface AddToCartFormProps {
  /** The form's id, for controls outside it (`form={id}`). */
  id: string;
  /**
   * Fields the page's named controls do not send (item-form.ts itemFormData); a function when they
   * differ once the page's script runs (it is told whether it does).
   */
  hidden: Record<string, string> | ((hydrated: boolean) => Record<string, string>);
  /** Checks the entry first; false keeps it on the page, which says why. */
  onCheck: () => boolean;
  className?: string;
  /** The form's content; `busy` while the cart is being changed. */
  children: (busy: boolean) => ReactNode;
}

/** The title of the notification a refused item shows (2-shopping.md §8). */
export const ADD_FAILED_TITLE = "We couldn't add this to your cart";

/**
 * Add to cart, for every play page: a form posted to the cart page's action, so it works without
 * a script (the visitor lands on the cart page). With one it posts in the background: a refused
 * item shows the first problem as a notification; an added one opens the pre-cart drawer when that
 * capability is on, else the action sends the visitor to the cart page, keeping the utm parameters
 * (2-shopping.md §4). The same entry pressed again within a second is dropped (§9; docs/decisions/141).
 */
export function AddToCartForm({ id, hidden, onCheck, className, children }: AddToCartFormProps) {
  const fetcher = useFetcher<CartActionData>();
  const { search } = useLocation();
  const drawer = useCapabilities().has('pre_cart_drawer');
  const toasts = useToasts();
  const gate = useRef(leadingGate(cartDebounceMs.addItem));
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const cartPath = `/cart${keptUtmQuery(search)}`;
  // One Idempotency-Key a press: a press sent again adds the entry once (decision 331).
  const changeKey = useChangeKey(fetcher.data);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok && answer.added) setAdded({ line: answer.added, count: answer.count, total: answer.total });
    else if (!answer.ok)
      toasts.notify({ id: 'add-to-cart', title: ADD_FAILED_TITLE, message: answer.error, icon: 'error' });
  }, [answer, toasts.notify]);

  return (
    <>
      <fetcher.Form
        method="post"
        action={cartPath}
        id={id}
        className={className}
        onSubmit={(event) => {
          // What this press would send: the same entry again is a double press.
          const entry = [...new FormData(event.currentTarget)].map(([k, v]) => `${k}=${String(v)}`).join('&');
          if (fetcher.state !== 'idle' || !onCheck() || !gate.current(entry)) event.preventDefault();
        }}
      >
        <HiddenFields hidden={hidden} drawer={drawer} />
        <input type="hidden" name={CHANGE_KEY_FIELD} value={changeKey} />
        {children(fetcher.state !== 'idle')}
      </fetcher.Form>
      {drawer ? <PreCartDrawer added={added} cartPath={cartPath} onClose={() => setAdded(null)} /> : null}
    </>
  );
}

/**
 * The form's hidden fields. Only this small part asks whether the page's script runs, so when it
 * starts, React draws these inputs again and not the whole play page (decision 318: the page's
 * first seconds on a phone).
 */
function HiddenFields({ hidden, drawer }: { hidden: AddToCartFormProps['hidden']; drawer: boolean }) {
  const hydrated = useHydrated();
  const fields = typeof hidden === 'function' ? hidden(hydrated) : hidden;
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated && drawer ? <input type="hidden" name={itemFields.drawer} value="1" /> : null}
    </>
  );
}
