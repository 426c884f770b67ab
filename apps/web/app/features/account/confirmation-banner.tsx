import { useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useCapabilities } from '../../lib/capabilities';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useToasts } from '../../ui/toasts';
import { useShellData } from '../shell';
import { AddressFields } from './address-fields';
import { bannerKind, DETAILS_PATH } from './banner-kind';
import type { ConfirmationActionData } from './confirmation.server';
import './confirmation-banner.css';

const CONFIRM_PATH = '/my-account/confirm-address';

export { bannerKind };

/**
 * The address or email confirmation banner of the main layout. Confirm sends the PATCH; the
 * customer is then loaded again (the banner goes) and a success toast shows and dismisses itself.
 * Update opens the address form in a modal, or goes to the details page without the
 * manage-account-details capability.
 */
export function ConfirmationBanner() {
  const shell = useShellData();
  const { pathname } = useLocation();
  const caps = useCapabilities();
  const fetcher = useFetcher<ConfirmationActionData>();
  const { notify } = useToasts();
  const [editing, setEditing] = useState(false);
  const kind = bannerKind(shell?.customer, pathname);
  const answer = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.confirmed === 'address') {
      setEditing(false);
      notify({ title: 'Address confirmed', message: 'Thank you for confirming your address.', icon: 'success' });
    } else if (answer.confirmed === 'email-link-sent') {
      notify({
        title: 'Check your inbox',
        message: 'We have emailed you a link to confirm your email address.',
        icon: 'success',
      });
    } else if (answer.errors && !editing) {
      notify({
        title: 'Something went wrong',
        message: answer.errors.general ?? 'We could not confirm your details. Please try again.',
        icon: 'error',
      });
    }
  }, [fetcher.state, answer, notify, editing]);

  if (!kind && !editing) return null;
  const busy = fetcher.state !== 'idle';
  const customer = shell?.customer;
  // Nothing to confirm yet: the banner asks for the address instead.
  const noAddress = customer?.hasAddress === false;

  return (
    <>
      {kind ? (
        <section
          className="confirmation-banner"
          aria-label={kind === 'address' ? 'Confirm your address' : 'Confirm your email'}
        >
          <div className="container confirmation-banner-inner">
            <p>
              {kind === 'email'
                ? `Please confirm your email address${customer?.email ? ` (${customer.email})` : ''}.`
                : noAddress
                  ? 'Please add your address to your account.'
                  : 'Please confirm your address is still correct.'}
            </p>
            <div className="account-actions">
              {kind === 'address' ? (
                caps.has('account_details_manage') ? (
                  <Button variant={noAddress ? 'primary' : 'secondary'} size="small" onClick={() => setEditing(true)}>
                    {noAddress ? 'Add address' : 'Update'}
                  </Button>
                ) : (
                  <Link to={DETAILS_PATH}>{noAddress ? 'Add address' : 'Update'}</Link>
                )
              ) : null}
              {noAddress && kind === 'address' ? null : (
                <fetcher.Form method="post" action={CONFIRM_PATH}>
                  <input type="hidden" name="intent" value={kind === 'address' ? 'confirm-address' : 'confirm-email'} />
                  <Button type="submit" variant="primary" size="small" loading={busy}>
                    {kind === 'address' ? 'Confirm' : 'Send me a link'}
                  </Button>
                </fetcher.Form>
              )}
            </div>
          </div>
        </section>
      ) : null}
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title={noAddress ? 'Add your address' : 'Update your address'}
        width="medium"
      >
        <fetcher.Form method="post" action={CONFIRM_PATH} noValidate className="stack">
          <input type="hidden" name="intent" value="confirm-address" />
          <AddressFields address={null} errors={answer?.errors ?? {}} />
          <Button type="submit" variant="primary" loading={busy}>
            Save and confirm
          </Button>
        </fetcher.Form>
      </Modal>
    </>
  );
}
