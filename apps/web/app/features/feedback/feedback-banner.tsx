/**
 * The customer feedback banner (3-account.md §3 CMS site config customerFeedbackBanner, §4;
 * decision 482): a CMS component in three variants, the content editors' choice, shown between
 * the page and the footer of the main layout. Each opens the feedback modal (feedback-widget.tsx):
 *   variant_a  a quiet strip: "How are we doing?" and a Share feedback button
 *   variant_b  a card asking "Enjoying <site>?" with the three ratings as buttons; one opens the
 *              modal with that rating chosen
 *   variant_c  a band in the brand colour: "Help us build a better <site>" and Tell us what you think
 * Dismissed, or once feedback is sent from it, it stays hidden on this browser for 30 days. The
 * modal needs scripts, so the banner shows once the page runs them; below the page's content it
 * moves nothing the visitor is reading. Without the feedback capability, or when the site config
 * could not be read (§4 "unsuccessful"), nothing is shown.
 */
import { type FeedbackRating, feedbackRatings } from '@drawline/contracts';
import { useEffect, useId, useState } from 'react';
import { useCapabilities } from '../../lib/capabilities';
import { clock } from '../../lib/clock';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from '../../ui/icons';
import { FeedbackDialog, type FeedbackDialogProps, ratingLabels } from './feedback-widget';
import './feedback.css';

export type FeedbackBannerVariant = 'variant_a' | 'variant_b' | 'variant_c';

export const FEEDBACK_BANNER_HIDDEN_KEY = 'drawline.feedbackBanner.hiddenUntil';
/** How long a dismissal (or feedback sent from the banner) hides it on this browser. */
export const FEEDBACK_BANNER_HIDDEN_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether the stored time (milliseconds since 1970) still hides the banner at `now`. */
export function isBannerHidden(stored: string | null, now: number): boolean {
  const until = Number(stored);
  // A stored time further away than the period can only be a tampered one: it hides nothing.
  return Number.isFinite(until) && until > now && until - now <= FEEDBACK_BANNER_HIDDEN_DAYS * DAY_MS;
}

function readHidden(): boolean {
  try {
    return isBannerHidden(window.localStorage.getItem(FEEDBACK_BANNER_HIDDEN_KEY), clock.now().getTime());
  } catch {
    return false;
  }
}

function storeHidden() {
  try {
    const until = clock.now().getTime() + FEEDBACK_BANNER_HIDDEN_DAYS * DAY_MS;
    window.localStorage.setItem(FEEDBACK_BANNER_HIDDEN_KEY, String(until));
  } catch {
    // Storage blocked: hidden for this page only.
  }
}

export const feedbackBannerTexts = {
  variant_a: {
    title: 'How are we doing?',
    body: 'Tell us about your visit: it takes a minute.',
    action: 'Share feedback',
  },
  variant_b: { title: 'Enjoying {site}?', body: 'Pick how your visit went and add a comment if you like.', action: '' },
  variant_c: {
    title: 'Help us build a better {site}',
    body: 'We read every comment. One question, one minute.',
    action: 'Tell us what you think',
  },
} as const;

export function FeedbackBanner({
  variant,
  siteName,
  ...dialog
}: FeedbackDialogProps & { variant: FeedbackBannerVariant | null; siteName: string }) {
  const hydrated = useHydrated();
  const caps = useCapabilities();
  const headingId = useId();
  // Hidden until the browser's storage is read: a dismissed banner never flashes.
  const [hidden, setHidden] = useState(true);
  const [open, setOpen] = useState<{ rating: FeedbackRating | null } | null>(null);
  useEffect(() => setHidden(readHidden()), []);

  if (!hydrated || !variant || !caps.have.has('feedback')) return null;
  if (hidden && !open) return null;
  const texts = feedbackBannerTexts[variant];
  const hide = () => {
    storeHidden();
    setHidden(true);
  };

  return (
    <section className={`feedback-banner feedback-banner--${variant.slice(-1)}`} aria-labelledby={headingId}>
      {hidden ? null : (
        <div className="container">
          <div className="feedback-banner-inner">
            <div className="feedback-banner-text">
              <h2 id={headingId}>{texts.title.replace('{site}', siteName)}</h2>
              <p>{texts.body}</p>
            </div>
            {variant === 'variant_b' ? (
              <ul className="feedback-banner-ratings">
                {feedbackRatings.map((r) => (
                  <li key={r}>
                    <button type="button" className="button button--secondary" onClick={() => setOpen({ rating: r })}>
                      {ratingLabels[r]}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <button
                type="button"
                className={variant === 'variant_c' ? 'button button--gold' : 'button button--secondary'}
                onClick={() => setOpen({ rating: null })}
              >
                {texts.action}
              </button>
            )}
            <button
              type="button"
              className="feedback-banner-dismiss"
              aria-label="Hide the feedback banner"
              onClick={hide}
            >
              <Icon name="close" />
            </button>
          </div>
        </div>
      )}
      {open ? (
        <FeedbackDialog {...dialog} initialRating={open.rating} onClose={() => setOpen(null)} onSent={hide} />
      ) : null}
    </section>
  );
}
