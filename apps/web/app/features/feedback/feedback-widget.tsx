/**
 * The feedback widget (3-account.md §3 Feedback, §4 feedback states, §5, §9; decision 446): a
 * two-step modal, comment then complete. The visitor picks a rating (the submit stays disabled
 * until then and while sending), may add a comment, and only an anonymous visitor is asked for
 * an email. The event goes to POST /event from the browser; when its state moves from creating to
 * success the modal shows the thanks for that rating. Closing resets the step, fields and state.
 * It is a modal that needs scripts, so the button appears once the page runs them. The customer
 * feedback banner (feedback-banner.tsx) opens the same modal.
 */
import {
  FEEDBACK_COMMENT_MAX,
  type FeedbackRating,
  feedbackRatings,
  feedbackRatingValues,
  type SiteConfig,
} from '@drawline/contracts';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, createApi } from '../../lib/api';
import { useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { useHydrated } from '../../lib/use-hydrated';
import { Modal } from '../../ui/modal';

type Step = 'comment' | 'complete';
type Creation = 'idle' | 'creating' | 'success' | 'failure';

export const ratingLabels: Record<FeedbackRating, string> = {
  not_satisfied: 'Not satisfied',
  neutral: 'Neutral',
  satisfied: 'Satisfied',
};

/** §4 success texts by rating (wording not shown; decision 446). */
export const feedbackThanks = {
  title: 'Thanks for your feedback',
  unhappy: 'Sorry to hear that. We read every comment and will use yours to do better.',
  satisfied: 'Glad you are enjoying Drawline.',
} as const;

export interface FeedbackDialogProps {
  signedIn: boolean;
  socialAccountUrls: SiteConfig['socialAccountUrls'];
}

/**
 * The footer's Give feedback button and its modal. Only once scripts run and with the feedback
 * capability.
 */
export function FeedbackWidget({ signedIn, socialAccountUrls }: FeedbackDialogProps) {
  const hydrated = useHydrated();
  const caps = useCapabilities();
  const [open, setOpen] = useState(false);
  if (!hydrated || !caps.have.has('feedback')) return null;
  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
        Give feedback
      </button>
      {/* Mounted only while open: a closed widget leaves no second email field in every page, and
          closing resets the step, the fields and the event state. */}
      {open ? (
        <FeedbackDialog signedIn={signedIn} socialAccountUrls={socialAccountUrls} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The open two-step modal; a rating may be chosen already (the banner's rating buttons). */
export function FeedbackDialog({
  signedIn,
  socialAccountUrls,
  initialRating = null,
  onClose,
  onSent,
}: FeedbackDialogProps & {
  initialRating?: FeedbackRating | null;
  onClose: () => void;
  /** Called once the event is stored (the banner hides itself then). */
  onSent?: () => void;
}) {
  const { locale } = useLocale();
  const location = useLocation();
  const [step, setStep] = useState<Step>('comment');
  const [creation, setCreation] = useState<Creation>('idle');
  const [rating, setRating] = useState<FeedbackRating | null>(initialRating);
  const [comment, setComment] = useState('');
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rating || creation === 'creating') return;
    setCreation('creating');
    setFailure('');
    try {
      await createApi(fetch)('/event', {
        method: 'POST',
        body: {
          category: 'user',
          clientInformation: {
            build: import.meta.env.PROD ? 'release' : 'internal',
            name: 'Web',
            version: '1.0.0',
            clientEnvironment: { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', locale },
          },
          comment: comment.trim() || undefined,
          email: signedIn ? undefined : email.trim() || undefined,
          eventType: 'feedback_event',
          name: 'feedback',
          rating: feedbackRatingValues[rating],
          source: location.pathname,
          variant: 'default',
        },
      });
      setCreation('success');
      setStep('complete');
      onSent?.();
    } catch (error) {
      setCreation('failure');
      setFailure(failureText(error));
    }
  };

  return (
    <Modal open onClose={onClose} title={step === 'complete' ? feedbackThanks.title : 'Feedback'} width="medium">
      {step === 'complete' ? (
        <FeedbackThanks rating={rating} socialAccountUrls={socialAccountUrls} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate={false}>
          <fieldset className="feedback-ratings">
            <legend className="field-label">How was your visit?</legend>
            {feedbackRatings.map((r) => (
              <label key={r} className="field-check">
                <input type="radio" name="rating" value={r} checked={rating === r} onChange={() => setRating(r)} />
                {ratingLabels[r]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label className="field-label" htmlFor="feedback-comment">
              Comment
            </label>
            <textarea
              id="feedback-comment"
              name="comment"
              className="field-input"
              rows={4}
              maxLength={FEEDBACK_COMMENT_MAX}
              placeholder="Any Feedback - we are all ears! (optional)"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          {signedIn ? null : (
            <div className="field">
              <label className="field-label" htmlFor="feedback-email">
                Email (optional)
              </label>
              <input
                id="feedback-email"
                name="email"
                type="email"
                autoComplete="email"
                className="field-input"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
          )}
          {creation === 'failure' ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={!rating || creation === 'creating'}>
            {creation === 'creating' ? 'Sending…' : 'Send feedback'}
          </button>
        </form>
      )}
    </Modal>
  );
}

/** The first field's message the API refused with, or the error's own. */
function failureText(error: unknown): string {
  const fields = error instanceof ApiError ? error.errors : null;
  const first = fields ? Object.values(fields).flat()[0] : null;
  if (first && typeof first === 'object' && 'message' in first) return String(first.message);
  return error instanceof Error ? error.message : 'Your feedback could not be sent.';
}

/** The complete step: the thanks for the rating, and follow links for the satisfied. */
function FeedbackThanks({
  rating,
  socialAccountUrls,
  onClose,
}: {
  rating: FeedbackRating | null;
  socialAccountUrls: SiteConfig['socialAccountUrls'];
  onClose: () => void;
}) {
  return (
    <div className="feedback-complete" role="status">
      <p>{rating === 'satisfied' ? feedbackThanks.satisfied : feedbackThanks.unhappy}</p>
      {rating === 'satisfied' && socialAccountUrls.length ? (
        <ul className="feedback-follow">
          {socialAccountUrls.map((s) => (
            <li key={s.network}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {`Follow us on ${s.network.charAt(0).toUpperCase()}${s.network.slice(1)}`}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
