import { licenceStateNames, licenceStates } from '@drawline/contracts';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { FormErrors } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import type { ConnectIdReturn, VerifyAccountPageData } from './verify-account.server';

/** What the page says when the customer comes back from ConnectID (decision 442). */
const connectIdNotices: Record<Exclude<ConnectIdReturn, 'done' | 'verified'>, string> = {
  cancelled: 'You cancelled ConnectID. Nothing was shared and no attempt was used.',
  invalid: 'That ConnectID answer could not be used. Start ConnectID again from this page.',
  expired: 'ConnectID took too long to answer. Start ConnectID again from this page.',
  limit: 'You have used all your verification attempts. Please contact support to verify your account.',
};

interface Props {
  page: VerifyAccountPageData;
  errors?: FormErrors;
  values?: Record<string, string>;
}

/**
 * The verify account page's body (decisions 404, 440): verified, or the driver licence form with
 * the attempts left and the last failure's reason; out of attempts, where to turn instead.
 */
export function VerifyAccount({ page, errors = {}, values = {} }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const stateId = useId();
  const { verification, verificationRules: rules } = page;
  const licence = verification.methods.find((m) => m.type === 'drivers_licence');
  const connectId = verification.methods.find((m) => m.type === 'connect_id');
  const offersConnectId = connectId !== undefined && connectId.status !== 'disabled' && rules.licenceAttemptsLeft > 0;
  const upload = verification.methods.find((m) => m.type === 'photo_id_upload');
  const offersUpload = upload !== undefined && upload.status !== 'disabled';
  const notice = page.connectId && page.connectId !== 'done' && page.connectId !== 'verified' ? page.connectId : null;

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
  if ((!licence || licence.status === 'disabled') && !offersConnectId) {
    return (
      <div className="card stack">
        {offersUpload ? (
          <p>
            Our team checks your identity by hand:{' '}
            <Link to="/my-account/manual-verification">upload a photo of your ID</Link>.
          </p>
        ) : (
          <p>Identity checks are not available at the moment. Please contact support to verify your account.</p>
        )}
      </div>
    );
  }
  return (
    <div className="stack">
      {notice ? (
        <p className="notice notice--error" role="alert">
          {connectIdNotices[notice]}
        </p>
      ) : null}
      {verification.status === 'failed' && verification.reason ? (
        <p className="notice notice--error" role="alert">
          We could not verify you: {verification.reason}
        </p>
      ) : null}
      {rules.licenceAttemptsLeft === 0 ? (
        <div className="card stack">
          <p>
            You have used all {rules.licenceAttemptsAllowed} attempts at the driver licence check. Please contact
            support to verify your account another way.
          </p>
        </div>
      ) : (
        <>
          {offersConnectId ? (
            <Form method="post" className="card stack">
              <h2>Verify with ConnectID</h2>
              <p>
                Confirm your name and date of birth through your bank with ConnectID. You leave this site for ConnectID
                and come back here; your bank shares only whether your details match.
              </p>
              <input type="hidden" name="intent" value="connectid" />
              <FormError>{errors.general && !values.licenceNumber ? errors.general : undefined}</FormError>
              <Button type="submit" variant="secondary" loading={busy}>
                Verify with ConnectID
              </Button>
            </Form>
          ) : null}
          <Form method="post" noValidate className="card stack">
            <h2>Your driver licence</h2>
            <p>
              We check your Australian driver licence against the name on your account,{' '}
              <strong>
                {page.firstname} {page.lastname}
              </strong>
              , and your date of birth. You must be {rules.minimumAge} or over. We keep only the outcome, never your
              licence number.
            </p>
            <FormError>{errors.general}</FormError>
            <TextField
              label="Licence number"
              name="licenceNumber"
              autoComplete="off"
              required
              defaultValue={values.licenceNumber ?? ''}
              error={errors.licenceNumber}
            />
            <div className="field">
              <label className="field-label" htmlFor={stateId}>
                State or territory that issued it
              </label>
              <select
                id={stateId}
                name="state"
                className="field-input"
                required
                defaultValue={values.state ?? ''}
                aria-invalid={errors.state ? true : undefined}
              >
                <option value="" disabled>
                  Choose one
                </option>
                {licenceStates.map((code) => (
                  <option key={code} value={code}>
                    {licenceStateNames[code]}
                  </option>
                ))}
              </select>
              {errors.state ? <span className="field-error">{errors.state}</span> : null}
            </div>
            <TextField
              label="Card number (optional)"
              name="cardNumber"
              hint="The number on the card itself, if your licence shows one"
              autoComplete="off"
              defaultValue={values.cardNumber ?? ''}
              error={errors.cardNumber}
            />
            <p className="field-hint">
              {rules.licenceAttemptsLeft} of {rules.licenceAttemptsAllowed} attempts left.
            </p>
            <Button type="submit" variant="primary" loading={busy}>
              Verify my identity
            </Button>
          </Form>
        </>
      )}
      {offersUpload ? (
        <p className="card">
          Rather have a person check a document?{' '}
          <Link to="/my-account/manual-verification">Upload a photo of your ID</Link>
        </p>
      ) : null}
    </div>
  );
}
