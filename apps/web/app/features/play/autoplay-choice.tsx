import type { ProductOffer } from '@drawline/contracts';
import { useCapabilities } from '../../lib/capabilities';
import { TextField } from '../../ui/field';
import { itemFields } from '../cart';

/**
 * The play page's AutoPlay choice (issue 25; 2-shopping.md §3 cart item recurringPurchase and
 * minimumJackpotAmount): buy the entry again for every draw until stopped, optionally only when
 * the jackpot reaches a minimum. Shown only where the offer is sold as an autoplay and the server
 * gives out autoplay_manage (never while the shop's recurring switch is off, decision 353). Plain
 * named controls, so the choice goes with the form with or without the page's script.
 */
export function AutoPlayChoice({ offer, gameTypeKey }: { offer: ProductOffer; gameTypeKey: string }) {
  const caps = useCapabilities();
  const recurring = offer.recurringPurchase;
  if (
    recurring?.type !== 'autoplay' ||
    recurring.availability === 'never' ||
    gameTypeKey === 'deferred' ||
    !caps.has('autoplay_manage')
  ) {
    return null;
  }
  const always = recurring.availability === 'always';
  return (
    <fieldset className="choice-group play-autoplay">
      <legend className="field-label">AutoPlay</legend>
      {always ? (
        <>
          <input type="hidden" name={itemFields.recurring} value="autoplay" />
          <p className="field-hint">This entry is bought for every draw until you pause or cancel it.</p>
        </>
      ) : (
        <label className="field-check">
          <input type="checkbox" name={itemFields.recurring} value="autoplay" /> Buy this entry for every draw until I
          stop it
        </label>
      )}
      <TextField
        label="Minimum jackpot in dollars (optional)"
        name={itemFields.minimumJackpot}
        inputMode="numeric"
        autoComplete="off"
        hint="With AutoPlay, buy only for draws whose jackpot is at least this. One draw at a time."
      />
      {offer.recurringPurchaseInformation ? <p className="field-hint">{offer.recurringPurchaseInformation}</p> : null}
    </fieldset>
  );
}
