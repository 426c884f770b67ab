import { formMessages, type TwoFactorMethod } from '@drawline/contracts';
import { useEffect } from 'react';
import { data, Link } from 'react-router';
import { AccountFrame } from '../../features/account';
import { type SocialLinksActionData, SocialLinksSection } from '../../features/social-sign-in';
import { socialLinksAction, socialLinksOf } from '../../features/social-sign-in/index.server';
import {
  type ElevatedActionData,
  ElevationModal,
  isCompleteCode,
  isElevationModalOpen,
  RESEND_FIELD,
  TwoFactorForm,
  type TwoFactorState,
  twoFactorErrorCodes,
  useElevatedForm,
} from '../../features/two-factor';
import { withElevation } from '../../features/two-factor/index.server';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';
import { formatAestDate } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import { useToasts } from '../../ui/toasts';
import '../../features/social-sign-in/social-sign-in.css';
import type { Route } from './+types/login-and-security';

type Enrolment =
  | { method: 'authenticator'; secret: string; qrCode: string; state: TwoFactorState }
  | { method: 'email'; identifier: string; state: TwoFactorState };

interface ActionData extends ElevatedActionData, SocialLinksActionData {
  errors?: FormErrors;
  enrolment?: Enrolment;
  /** What changed, for the toast. */
  changed?: 'enabled' | 'disabled';
}

export function meta() {
  return [{ title: 'Login and security' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const [config, social] = await Promise.all([
    apiSession(request, context).platform.twoFactorConfig(),
    socialLinksOf(request, context),
  ]);
  return { config, social };
}

/** Confirms an enrolment with its first code; a wrong code shows on the code form, not the elevation modal. */
async function confirm(
  request: Request,
  context: Route.ActionArgs['context'],
  form: FormData,
  enrolment: Enrolment,
): Promise<ActionData> {
  const code = text(form, 'otp');
  if (!isCompleteCode(code)) return { enrolment: { ...enrolment, state: { error: 'required' } } };
  try {
    const { platform } = apiSession(request, context);
    if (enrolment.method === 'authenticator') await platform.confirmAuthenticator(code);
    else await platform.confirmEmailCodes(code);
    return { ok: true, changed: 'enabled' };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const known = error.code === twoFactorErrorCodes.locked || error.code === twoFactorErrorCodes.incorrect;
      return {
        enrolment: { ...enrolment, state: { error: known ? error.code : twoFactorErrorCodes.incorrect } },
      };
    }
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const headers = () => apiSession(request, context).headers();
  // Linking or unlinking Apple or Google (decision 403).
  const social = await socialLinksAction(request, context, form, intent);
  if (social) return data<ActionData>(social.body, { status: social.status, headers: headers() });

  if (intent === 'confirm-authenticator') {
    const enrolment: Enrolment = {
      method: 'authenticator',
      secret: text(form, 'secret'),
      qrCode: text(form, 'qrCode'),
      state: {},
    };
    return data<ActionData>(await confirm(request, context, form, enrolment), { headers: headers() });
  }
  if (intent === 'confirm-email' && !form.has(RESEND_FIELD)) {
    const enrolment: Enrolment = { method: 'email', identifier: text(form, 'identifier'), state: {} };
    return data<ActionData>(await confirm(request, context, form, enrolment), { headers: headers() });
  }

  // Starting an enrolment (again, for a resend) or turning two-factor off: sensitive when it is on.
  const outcome = await withElevation(request, context, form, async (platform, elevation): Promise<ActionData> => {
    if (intent === 'begin-authenticator') {
      const r = await platform.beginAuthenticator(elevation);
      return { ok: true, enrolment: { method: 'authenticator', secret: r.secret, qrCode: r.qrCode, state: {} } };
    }
    if (intent === 'begin-email' || intent === 'confirm-email') {
      const r = await platform.beginEmailCodes(elevation);
      return {
        ok: true,
        enrolment: { method: 'email', identifier: r.identifier, state: { resent: intent === 'confirm-email' } },
      };
    }
    if (intent === 'disable') {
      await platform.disableTwoFactor(elevation);
      return { ok: true, changed: 'disabled' };
    }
    return { errors: { general: formMessages.required } };
  });
  if (outcome.kind === 'elevation') return data<ActionData>({ elevation: outcome.elevation }, { headers: headers() });
  if (outcome.kind === 'failed')
    return data<ActionData>({ errors: formErrorsOf(outcome.error) }, { headers: headers() });
  return data<ActionData>(outcome.result, { headers: headers() });
}

const methodNames: Record<TwoFactorMethod, string> = {
  authenticator: 'an authenticator app',
  email: 'codes sent by email',
};

export default function LoginAndSecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { config } = loaderData;
  const elevation = useElevatedForm<ActionData>();
  const answer = elevation.fetcher.data ?? actionData;
  const busy = elevation.busy && !isElevationModalOpen(elevation.status);
  const enrolment = answer?.enrolment;
  const { notify } = useToasts();
  const Form = elevation.fetcher.Form;

  useEffect(() => {
    if (answer?.changed === 'enabled') {
      notify({
        title: 'Two factor authentication is on',
        message: 'We will ask for a code when you log in.',
        icon: 'success',
      });
    } else if (answer?.changed === 'disabled') {
      notify({
        title: 'Two factor authentication is off',
        message: 'You can turn it on again at any time.',
        icon: 'info',
      });
    }
  }, [answer, notify]);

  return (
    <AccountFrame title="Login and security">
      <section className="account-section card" aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <p>
          <Link to="/change-Password">Change your password</Link>
        </p>
      </section>

      <section className="account-section card stack" aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading">Two factor authentication</h2>
        <FormError>{answer?.errors?.general}</FormError>
        {config.enabled && config.method ? (
          <p>
            <strong>On.</strong> You log in with a code from {methodNames[config.method]}
            {config.since ? `, since ${formatAestDate(config.since)}` : ''}.
          </p>
        ) : (
          <p>
            <strong>Off.</strong> Add a second step to your login: a 6 digit code from an authenticator app, or one we
            email you.
          </p>
        )}

        {enrolment?.method === 'authenticator' ? (
          <div className="stack">
            <h3>Set up your authenticator app</h3>
            <ol>
              <li>Scan this QR code with an authenticator app, or type the key below into it.</li>
              <li>Enter the 6 digit code the app shows.</li>
            </ol>
            <img
              className="qr-code"
              src={enrolment.qrCode}
              alt="QR code to add this account to an authenticator app"
              width={200}
              height={200}
            />
            <p>
              Key:{' '}
              <code className="secret-text" data-testid="authenticator-secret">
                {enrolment.secret}
              </code>
            </p>
            <TwoFactorForm
              prompt={{ method: 'authenticator', identifier: '' }}
              state={enrolment.state}
              fetcher={elevation.fetcher}
              busy={busy}
              heading="h3"
              hidden={{ intent: 'confirm-authenticator', secret: enrolment.secret, qrCode: enrolment.qrCode }}
            />
          </div>
        ) : enrolment?.method === 'email' ? (
          <TwoFactorForm
            prompt={{ method: 'email', identifier: enrolment.identifier }}
            state={enrolment.state}
            fetcher={elevation.fetcher}
            busy={busy}
            heading="h3"
            hidden={{ intent: 'confirm-email' }}
          />
        ) : (
          <div className="account-actions">
            {config.method !== 'authenticator' || !config.enabled ? (
              <Form method="post" onSubmit={elevation.onSubmit}>
                <input type="hidden" name="intent" value="begin-authenticator" />
                <Button type="submit" variant="primary" loading={busy}>
                  {config.enabled ? 'Switch to an authenticator app' : 'Use an authenticator app'}
                </Button>
              </Form>
            ) : null}
            {config.method !== 'email' || !config.enabled ? (
              <Form method="post" onSubmit={elevation.onSubmit}>
                <input type="hidden" name="intent" value="begin-email" />
                <Button type="submit" variant="secondary" loading={busy}>
                  {config.enabled ? 'Switch to codes by email' : 'Use codes by email'}
                </Button>
              </Form>
            ) : null}
            {config.enabled ? (
              <Form method="post" onSubmit={elevation.onSubmit}>
                <input type="hidden" name="intent" value="disable" />
                <Button type="submit" variant="ghost" loading={busy}>
                  Turn off two factor authentication
                </Button>
              </Form>
            ) : null}
          </div>
        )}
      </section>
      <SocialLinksSection
        {...loaderData.social}
        answer={answer}
        Form={Form}
        onSubmit={elevation.onSubmit}
        busy={busy}
      />
      <ElevationModal elevation={elevation} answer={answer} />
    </AccountFrame>
  );
}
