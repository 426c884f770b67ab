import { type BlockedReasonActionType, cartDebounceMs } from '@drawline/contracts';
import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { PageLink, type PageRoute } from '../../lib/capabilities';
import { Button } from '../../ui/button';
import type { CartNoticeView, RemovedLineView } from './cart-view';
import { leadingGate } from './debounce';
import { type CartActionData, cartIntents } from './intents';

/** Where a blocked reason's action leads (2-shopping.md §4); fixed and close have no page. */
const noticePages: Partial<Record<BlockedReasonActionType, { route: PageRoute; label: string }>> = {
  spend_limit: { route: '/my-account/spend-limits', label: 'Review your spend limits' },
  global_spend_limit: { route: '/my-account/spend-limits', label: 'Review your spend limits' },
  deposit_limit: { route: '/my-account/spend-limits', label: 'Review your deposit limits' },
  verify_account_required: { route: '/my-account/verify-account', label: 'Verify your account' },
};

/** Items a build took out (blocked reason auto_removed_items, action close): listed until dismissed. */
export function RemovedNotice({ removed, notice }: { removed: RemovedLineView[]; notice?: CartNoticeView }) {
  const fetcher = useFetcher<CartActionData>();
  const gate = useRef(leadingGate(cartDebounceMs.readAndBuild));
  const closing = fetcher.state !== 'idle';
  return (
    <section className="notice notice--warning cart-notice cart-removed" aria-labelledby="cart-removed-heading">
      <h2 id="cart-removed-heading" className="cart-notice-title">
        {notice?.message ??
          `We removed ${removed.length === 1 ? 'an item' : `${removed.length} items`} from your cart.`}
      </h2>
      <ul>
        {removed.map((r) => (
          <li key={r.id}>
            {r.summary}. {r.reason}
          </li>
        ))}
      </ul>
      <fetcher.Form
        method="post"
        action="/cart"
        onSubmit={(e) => {
          if (!gate.current()) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={cartIntents.closeRemoved} />
        <Button type="submit" variant="secondary" size="small" loading={closing}>
          Dismiss
        </Button>
      </fetcher.Form>
    </section>
  );
}

export function BlockingNotice({ notice }: { notice: CartNoticeView }) {
  const page = noticePages[notice.actionType];
  return (
    <p className="notice notice--error cart-notice">
      {notice.message}
      {page ? (
        <>
          {' '}
          <PageLink route={page.route}>{page.label}</PageLink>
        </>
      ) : null}
    </p>
  );
}
