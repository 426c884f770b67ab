import {
  cookieNames,
  MIGRATION_POLL_ATTEMPTS,
  MIGRATION_POLL_INTERVAL_MS,
  type Money,
  SEVEN_DAYS_SECONDS,
} from '@drawline/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/field';
import { Spinner } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import type { MigrateActionData } from './migration.server';
import { MIGRATE_ACCOUNT_PATH } from './migration-path';

type Step = 'prompt' | 'in_progress' | 'failure' | 'success';

const titles: Record<Step, string> = {
  prompt: 'Bring your account over',
  in_progress: 'Moving your account',
  failure: "We couldn't move your account",
  success: 'Your account is here',
};

function dismissedAlready(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${cookieNames.migrateAccountModalDismissal}=`));
}

/** "Not now" for 7 days (3-account.md §9): an essential cookie, it only keeps the customer's answer. */
function rememberDismissal(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server never reads back.
  document.cookie = `${cookieNames.migrateAccountModalDismissal}=1; Max-Age=${SEVEN_DAYS_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Starts the move, then polls every 3 s, 5 times, while it answers in progress (3-account.md §4, §9). */
function useMigration() {
  const fetcher = useFetcher<MigrateActionData>();
  const [step, setStep] = useState<Step>('prompt');
  const [balance, setBalance] = useState<Money | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const polls = useRef(0);
  const post = () => fetcher.submit(null, { method: 'post', action: MIGRATE_ACCOUNT_PATH });
  const start = () => {
    polls.current = 0;
    setFailure(null);
    setStep('in_progress');
    post();
  };
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer is acted on once.
  useEffect(() => {
    if (!answer || step !== 'in_progress') return;
    if (answer.outcome === 'migrated') {
      setBalance(answer.migratedBalance);
      setStep('success');
      return;
    }
    if (answer.outcome === 'failed' || polls.current >= MIGRATION_POLL_ATTEMPTS) {
      setFailure(answer.outcome === 'failed' ? answer.message : 'It is taking longer than it should.');
      setStep('failure');
      return;
    }
    polls.current += 1;
    const timer = window.setTimeout(post, MIGRATION_POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [answer]);
  return { step, balance, failure, start };
}

/**
 * The migration modal's four steps (3-account.md §2, §4, §5): the prompt with the terms checkbox
 * that enables Migrate, in progress while the page polls, failure with Retry, success with the
 * balance brought over. "Not now" (soft eligibility only) keeps it closed for 7 days.
 */
export default function MigrationModal({ hard }: { hard: boolean }) {
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const { step, balance, failure, start } = useMigration();
  const { money } = useLocale();
  useEffect(() => {
    if (!dismissedAlready()) setOpen(true);
  }, []);
  const close = () => {
    if (step === 'prompt' && !hard) rememberDismissal();
    setOpen(false);
  };
  return (
    <Modal open={open} onClose={close} title={titles[step]} width="medium" className="migration-modal">
      {step === 'prompt' ? (
        <div className="stack">
          <p>
            You have an account with our previous shop. Bring it over to Drawline: your balance moves into your wallet,
            once, and you keep playing here.
          </p>
          {hard ? <p>Your previous account has closed, so bring it over to keep your balance.</p> : null}
          <CheckboxField
            name="migrationTerms"
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
            label={
              <>
                I agree to the <Link to="/about/terms-and-conditions">terms and conditions</Link> for moving my account
              </>
            }
          />
          <div className="account-actions">
            <Button variant="primary" disabled={!agreed} onClick={start}>
              Migrate
            </Button>
            {hard ? null : (
              <Button variant="ghost" onClick={close}>
                Not now
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {step === 'in_progress' ? (
        <div className="stack" role="status">
          <Spinner label="Moving your account" />
          <p>This takes a few seconds. Please keep this page open.</p>
        </div>
      ) : null}
      {step === 'failure' ? (
        <div className="stack">
          <p role="alert">{failure}</p>
          <div className="account-actions">
            <Button variant="primary" onClick={start}>
              Retry
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
      {step === 'success' ? (
        <div className="stack">
          <p role="status">
            {balance && balance.amount > 0
              ? `${money(balance)} from your previous account is now in your wallet.`
              : 'Your previous account has been brought over.'}
          </p>
          <Button variant="primary" onClick={() => setOpen(false)}>
            Done
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
