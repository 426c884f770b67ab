import type { TwoFactorMethod } from '@drawline/contracts';
import {
  type ClipboardEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type FetcherWithComponents, Form, Link } from 'react-router';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Icon } from '../../ui/icons';
import './two-factor.css';
import {
  isCompleteCode,
  maskEmail,
  RESEND_COOLDOWN_MS,
  sanitizeCode,
  TWO_FACTOR_CODE_LENGTH,
  twoFactorErrorCodes,
  twoFactorMessages,
} from './code';

export interface TwoFactorPrompt {
  method: TwoFactorMethod;
  /** Where an emailed code went; the server masks it, and so do we in case it did not. */
  identifier: string;
  /** During sign-in: the ticket the resend call needs. */
  twoFactorToken?: string;
}

/** What the last submission said about the code. */
export interface TwoFactorState {
  /** An error id of 3-account.md §4 (2fa_incorrect, 2fa_account_locked) or 'required'. */
  error?: string | null;
  /** The server emailed a new code in answer to the last submission. */
  resent?: boolean;
}

export const SUPPORT_PATH = '/about/contact-us';
/** The name of the resend button: its presence in the form data means "email a new code". */
export const RESEND_FIELD = 'resendCode';

interface Props {
  prompt: TwoFactorPrompt;
  state?: TwoFactorState;
  /** Submit through this fetcher instead of navigating (the elevation modal). */
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  /** Fields sent along with the code (the intent, the redirect target, the call being replayed). */
  hidden?: Record<string, string>;
  busy?: boolean;
  /** The heading, unless a surrounding modal already names the form. */
  heading?: 'h1' | 'h2' | 'h3' | null;
  /** Optional content between the explanation and the input (e.g. the remember-device choice). */
  children?: ReactNode;
  /** Called with the form data instead of the default submission (the elevation replay). */
  onSubmitCode?: (form: FormData) => void;
}

/**
 * Sends the code form once six digits are in: at once (after React renders the value), or, when
 * they are typed while the page is still busy (the last answer's pages reloading), once it is
 * done, rather than dropping them.
 */
function useSendWhenComplete(formRef: RefObject<HTMLFormElement | null>, busy: boolean, locked: boolean) {
  const [sendWhenIdle, setSendWhenIdle] = useState(false);
  useEffect(() => {
    if (!sendWhenIdle || busy) return;
    setSendWhenIdle(false);
    if (!locked) formRef.current?.requestSubmit();
  }, [sendWhenIdle, busy, locked, formRef]);

  return (next: string) => {
    if (!isCompleteCode(next) || locked) {
      setSendWhenIdle(false);
      return;
    }
    if (busy) setSendWhenIdle(true);
    else window.requestAnimationFrame(() => formRef.current?.requestSubmit());
  };
}

/**
 * The two-factor code form of 3-account.md §2 and §5: digits only, sent by itself once six are
 * in, a paste keeps the first six digits, the resend link cools down for 60 s, and a locked
 * account disables it all. Shown as a card on a page or inside a modal.
 */
export function TwoFactorForm({
  prompt,
  state = {},
  fetcher,
  action,
  hidden = {},
  busy = false,
  heading = 'h2',
  children,
  onSubmitCode,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  // Rendered on the server after a resend too, so the link starts disabled there.
  const [coolingDown, setCoolingDown] = useState(Boolean(state.resent));
  const [resent, setResent] = useState(Boolean(state.resent));
  const locked = state.error === twoFactorErrorCodes.locked;

  // A new answer from the server: a wrong code is cleared for the next try.
  useEffect(() => {
    if (state.error === twoFactorErrorCodes.incorrect) setCode('');
    if (state.resent) {
      setResent(true);
      setCoolingDown(true);
    }
    setLocalError(null);
  }, [state]);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => window.clearTimeout(timer);
  }, [coolingDown]);

  const sendWhenComplete = useSendWhenComplete(formRef, busy, locked);
  const submitWhenComplete = (next: string) => {
    setCode(next);
    setLocalError(null);
    sendWhenComplete(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    submitWhenComplete(sanitizeCode(event.clipboardData.getData('text')));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === RESEND_FIELD) {
      setResent(true);
      setCoolingDown(true);
      return;
    }
    if (!isCompleteCode(code)) {
      event.preventDefault();
      setLocalError(twoFactorMessages.required);
      return;
    }
    if (onSubmitCode) {
      event.preventDefault();
      onSubmitCode(new FormData(event.currentTarget));
    }
  };

  const serverError =
    state.error === twoFactorErrorCodes.incorrect
      ? twoFactorMessages.incorrect
      : state.error === 'required'
        ? twoFactorMessages.required
        : null;
  const error = localError ?? serverError;
  const Heading = heading;
  const FormTag = fetcher ? fetcher.Form : Form;
  const where = maskEmail(prompt.identifier);

  return (
    <FormTag method="post" action={action} ref={formRef} onSubmit={onSubmit} noValidate className="two-factor-form">
      {Heading ? <Heading className="two-factor-title">{twoFactorMessages.title}</Heading> : null}
      <p className="two-factor-explain">
        {prompt.method === 'email' ? (
          <>
            We've emailed a code to <strong>{where}</strong>.
          </>
        ) : (
          'Open your authenticator app and enter the code it shows for this account.'
        )}
      </p>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {prompt.twoFactorToken ? <input type="hidden" name="twoFactorToken" value={prompt.twoFactorToken} /> : null}
      <input type="hidden" name="method" value={prompt.method} />
      <input type="hidden" name="identifier" value={prompt.identifier} />
      {locked ? (
        <div className="form-error" role="alert">
          <strong>{twoFactorMessages.lockedTitle}</strong>
          <p>{twoFactorMessages.locked}</p>
        </div>
      ) : null}
      {children}
      <TextField
        label="6 digit code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={code}
        onChange={(event) => submitWhenComplete(sanitizeCode(event.target.value))}
        onPaste={onPaste}
        disabled={locked}
        error={locked ? null : error}
        aria-describedby={undefined}
        size={TWO_FACTOR_CODE_LENGTH + 2}
        className="two-factor-code"
      />
      <Button type="submit" variant="primary" block loading={busy} disabled={locked}>
        Continue
      </Button>
      <div className="two-factor-links">
        {prompt.method === 'email' ? (
          <button
            type="submit"
            name={RESEND_FIELD}
            value="1"
            formNoValidate
            className="link-button"
            disabled={locked || busy || coolingDown}
          >
            Email me a new code
          </button>
        ) : null}
        <Link to={SUPPORT_PATH}>Contact support</Link>
      </div>
      <p className="two-factor-resent" role="status">
        {resent ? (
          <>
            <Icon name="success" /> {twoFactorMessages.resent}
          </>
        ) : null}
      </p>
    </FormTag>
  );
}
