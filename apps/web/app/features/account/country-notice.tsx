import { useFetcher, useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { useShellData } from '../shell';
import { countryNoticeDue } from './banner-kind';

/** Where the notice's acknowledgement is sent (routes/account/acknowledge-location.tsx). */
export const ACKNOWLEDGE_LOCATION_PATH = '/my-account/acknowledge-location';

/**
 * The banned country acknowledgement (1-platform.md §3 countryBannedConfirmationRequired; §6
 * "banned country acknowledgement"; docs/decisions/384): a signed-in customer the shop locates in
 * a country it does not sell to is told once per country what they can and cannot do, until they
 * acknowledge it. It works without JavaScript too (the form posts, then returns to the page).
 */
export function CountryNotice() {
  const shell = useShellData();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher();
  if (!shell || !countryNoticeDue(shell.customer, shell.capabilities)) return null;
  return (
    <section className="country-notice" aria-labelledby="country-notice-heading">
      <div className="container confirmation-banner-inner">
        <div>
          <h2 id="country-notice-heading" className="country-notice-heading">
            Tickets can't be bought from where you are
          </h2>
          <p>
            You appear to be in a country where Drawline doesn't sell tickets. You can still sign in, see your tickets
            and results, and withdraw your winnings; buying works again when you are back.
          </p>
        </div>
        <fetcher.Form method="post" action={ACKNOWLEDGE_LOCATION_PATH}>
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          <Button type="submit" variant="primary" size="small" loading={fetcher.state !== 'idle'}>
            I understand
          </Button>
        </fetcher.Form>
      </div>
    </section>
  );
}
