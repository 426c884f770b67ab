import { recurringFailureMessage } from '@drawline/contracts';
import type { CustomerContact } from '../../modules/identity';
import type { EmailToSend } from '../../modules/mail';
import { customerEmail } from './scheduled-purchase-email';

export interface RecurringNoticeSite {
  siteName: string;
  publicUrl: string;
}

/** Where a customer resolves a failed recurring purchase: the payment resolution page (decision 373). */
export const RESOLUTION_PATH = '/my-account/payment-resolutions';

export interface RecurringNotice {
  kind: 'failure' | 'warning';
  title: string;
  body: string;
  link: string;
}

/** The in-site message of a failed draw or of the day-before warning, in the customer's words. */
export function recurringNotice(
  kind: 'failure' | 'warning',
  what: { offerName: string; drawDate: Date; reason: string; period?: boolean },
  site: RecurringNoticeSite,
): RecurringNotice {
  const day = what.drawDate.toISOString().slice(0, 10);
  const reason = recurringFailureMessage(what.reason, what.period ? 'month' : 'draw');
  const link = `${site.publicUrl}${RESOLUTION_PATH}`;
  if (what.period && kind === 'warning') {
    return {
      kind,
      title: `Your ${what.offerName} month from ${day} will not be paid as things stand`,
      body: `${reason} Fix it before the month starts, so you stay premium.`,
      link,
    };
  }
  if (what.period) {
    // A membership's month (decision 456): paid, not bought, and retried while the month lasts.
    return {
      kind,
      title: `Your ${what.offerName} month from ${day} could not be paid`,
      body: `${reason} Fix it and we will charge it again straight away; until then you are on the free tier.`,
      link,
    };
  }
  if (kind === 'failure') {
    return {
      kind,
      title: `Your ${what.offerName} entry for ${day} could not be bought`,
      body: `${reason} Fix it and we will buy it again straight away, while the draw is still on sale.`,
      link,
    };
  }
  return {
    kind,
    title: `Your ${what.offerName} entry for ${day} will not be bought as things stand`,
    body: `${reason} Fix it before the draw stops selling, so you do not miss it.`,
    link,
  };
}

/** The notice as an email to the customer, with the resolution link. */
export function recurringNoticeEmail(
  notice: RecurringNotice,
  site: RecurringNoticeSite,
  to: CustomerContact,
): EmailToSend {
  return customerEmail(
    notice.kind === 'failure' ? 'recurring_purchase_failed' : 'recurring_purchase_warning',
    notice.title,
    [notice.body],
    { label: 'Fix your payment', url: notice.link },
    site,
    to,
  );
}
