import { API_PREFIX, type Envelope, MANUAL_UPLOAD_MAX_FILES } from '@drawline/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { APP_KEY } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import type { ManualVerificationPageData } from './manual-verification.server';

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; message: string };

/** Sends the chosen files to POST /customer/verification (multipart) with the customer's session cookie. */
async function sendUpload(form: HTMLFormElement): Promise<string | null> {
  try {
    const response = await fetch(`${API_PREFIX}/customer/verification`, {
      method: 'POST',
      body: new FormData(form),
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'app-key': APP_KEY },
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as Envelope | null;
    const fieldMessage = body?.errors ? Object.values(body.errors).flat()[0]?.message : undefined;
    return fieldMessage ?? body?.error?.message ?? 'The upload did not work. Please try again.';
  } catch {
    return 'The upload did not reach us. Check your connection and try again.';
  }
}

function Status({ page }: { page: ManualVerificationPageData }) {
  if (page.isVerified) {
    return (
      <div className="card stack">
        <p className="notice notice--success" role="status">
          Your identity is verified. You can withdraw your winnings.
        </p>
        <p>
          <Link to="/my-account/withdraw">Withdraw</Link>
        </p>
      </div>
    );
  }
  if (page.photoId === 'pending' || page.pdfForm === 'pending') {
    return (
      <p className="notice" role="status">
        Thank you: your documents are with our team. We usually check them within one business day, and we will tell you
        in your notifications.
      </p>
    );
  }
  if (page.verification.status === 'failed' && page.verification.reason) {
    return (
      <p className="notice notice--error" role="alert">
        We could not verify your identity: {page.verification.reason} You can upload again below.
      </p>
    );
  }
  return null;
}

/**
 * The manual verification page's body (decision 466): the status of the customer's upload, and the
 * form for a photo of an ID document or the signed PDF form, with its uploading state.
 */
export function ManualVerification({ page }: { page: ManualVerificationPageData }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const filesId = useId();
  const hintId = useId();
  const waiting = page.photoId === 'pending' || page.pdfForm === 'pending';
  const offered = page.photoId !== 'disabled' || page.pdfForm !== 'disabled';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: 'uploading' });
    const problem = await sendUpload(event.currentTarget);
    if (problem) {
      setState({ kind: 'error', message: problem });
      return;
    }
    setState({ kind: 'idle' });
    await revalidator.revalidate();
  }

  if (page.isVerified || waiting || !offered) {
    return (
      <div className="stack">
        <Status page={page} />
        {!offered && !page.isVerified ? <p>Uploading documents is not available at the moment.</p> : null}
      </div>
    );
  }
  const busy = state.kind === 'uploading';
  return (
    <div className="stack">
      <Status page={page} />
      <form className="card stack" encType="multipart/form-data" method="post" onSubmit={onSubmit} aria-busy={busy}>
        <fieldset className="stack">
          <legend className="field-label">What are you uploading?</legend>
          <label className="field-check">
            <input type="radio" name="kind" value="photo_id_upload" defaultChecked />
            <span>A photo of my driver licence, passport or proof of age card</span>
          </label>
          <label className="field-check">
            <input type="radio" name="kind" value="pdf_form" />
            <span>The signed identity form (PDF)</span>
          </label>
        </fieldset>
        <label htmlFor={filesId} className="field-label">
          Files
        </label>
        <p id={hintId} className="hint">
          JPEG, PNG, WebP or PDF, up to 10 MB each, at most {MANUAL_UPLOAD_MAX_FILES} files (front and back of a card).
          Make sure your name, date of birth and photo are clear.
        </p>
        <input
          id={filesId}
          type="file"
          name="files"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          multiple
          required
          aria-describedby={hintId}
        />
        {state.kind === 'error' ? (
          <p className="notice notice--error" role="alert">
            {state.message}
          </p>
        ) : null}
        <p role="status" aria-live="polite">
          {busy ? 'Uploading your documents…' : ''}
        </p>
        <Button type="submit" disabled={!hydrated || busy}>
          {busy ? 'Uploading…' : 'Upload for checking'}
        </Button>
        {hydrated ? null : <p className="hint">Uploading needs JavaScript switched on in your browser.</p>}
      </form>
      <p>
        <Link to="/my-account/verify-account">Verify with a driver licence instead</Link>
      </p>
    </div>
  );
}
