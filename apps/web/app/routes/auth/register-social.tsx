import { checkForm, latestBirthDate, MIN_REGISTRATION_AGE, socialProviderLabels } from '@drawline/contracts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adoptAnonymousCart } from '../../features/cart/index.server';
import { ProviderMark, socialSignupFormSchema } from '../../features/social-sign-in';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities } from '../../lib/capabilities';
import { clock } from '../../lib/clock';
import { getCustomer } from '../../lib/customer.server';
import { formErrorsOf, text } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { CheckboxField, FormError, TextField } from '../../ui/field';
import '../../features/auth/auth.css';
import '../../features/social-sign-in/social-sign-in.css';
import type { Route } from './+types/register-social';

const DEFAULT_TARGET = '/my-account';
/** Sign-up by a provider needs the site to take sign-ups and at least one provider on. */
const NEED = { all: ['registration'], any: ['social_login_apple', 'social_login_google'] } as const;

export function meta() {
  return [{ title: 'Finish creating your account' }];
}

async function minimumAge(request: Request, context: Route.LoaderArgs['context']): Promise<number> {
  const config = await apiSession(request, context)
    .platform.siteConfig()
    .catch(() => null);
  return config?.minRegistrationAge ?? MIN_REGISTRATION_AGE;
}

/**
 * /register/social: a new customer from Apple or Google adds what the provider does not give
 * (their date of birth and the terms) before the account is made (decision 381). The provider's
 * account waits in a short-lived HttpOnly cookie; when it has run out the page says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, NEED);
  if (await getCustomer(request, context)) throw redirect(DEFAULT_TARGET);
  const minAge = await minimumAge(request, context);
  const session = apiSession(request, context);
  const pending = await session.platform.pendingSocialSignup().catch((error: unknown) => {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  });
  return { pending, minAge, maxBirthDate: latestBirthDate(minAge, clock.now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCapabilities(request, context, NEED);
  const form = await request.formData();
  const values = {
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    dateOfBirth: text(form, 'dateOfBirth'),
    acceptTerms: form.get('acceptTerms') === 'true',
    emailOptIn: form.get('emailOptIn') === 'true',
  };
  const checked = checkForm(socialSignupFormSchema({ minAge: await minimumAge(request, context), now: clock.now() }), {
    firstname: values.firstname,
    lastname: values.lastname,
    dateOfBirth: values.dateOfBirth,
    acceptTerms: values.acceptTerms,
  });
  if (checked.errors) return data({ errors: checked.errors, values }, { status: 400 });
  const session = apiSession(request, context);
  try {
    session.keepCookies(
      await session.platform.socialSignup({
        ...checked.data,
        emailOptIn: values.emailOptIn,
        metadata: { platform: 'web' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ errors: formErrorsOf(error), values }, { status: error.status });
  }
  // The cart the visitor filled before signing up becomes theirs (2-shopping.md §4).
  await adoptAnonymousCart(request, context);
  throw redirect(DEFAULT_TARGET, { headers: session.headers() });
}

export default function RegisterSocialPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { pending, minAge, maxBirthDate } = loaderData;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values = actionData?.values;

  if (!pending) {
    return (
      <div className="auth-page">
        <div className="auth-card card">
          <h1>Your sign-up has expired</h1>
          <p className="auth-lead">
            For your security we keep a sign-up from Apple or Google for 15 minutes. Please start again.
          </p>
          <p>
            <Link to="/register">Create an account</Link> or <Link to="/login">log in</Link>.
          </p>
        </div>
      </div>
    );
  }

  const provider = socialProviderLabels[pending.provider];
  return (
    <div className="auth-page">
      <div className="auth-card auth-card--wide card">
        <h1>Finish creating your account</h1>
        <p className="auth-lead social-signup-email">
          <ProviderMark provider={pending.provider} /> You are signing up with {provider} as{' '}
          <strong>{pending.email}</strong>. You must be {minAge} or older to play.
        </p>
        <Form method="post" noValidate className="stack">
          <FormError>{errors.general}</FormError>
          <div className="auth-row">
            <TextField
              label="First name"
              name="firstname"
              autoComplete="given-name"
              defaultValue={values?.firstname ?? pending.firstname}
              error={errors.firstname}
            />
            <TextField
              label="Last name"
              name="lastname"
              autoComplete="family-name"
              defaultValue={values?.lastname ?? pending.lastname}
              error={errors.lastname}
            />
          </div>
          <TextField
            label="Date of birth"
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            max={maxBirthDate}
            defaultValue={values?.dateOfBirth}
            error={errors.dateOfBirth}
          />
          <CheckboxField
            label={
              <>
                I am {minAge} or older and agree to the{' '}
                <Link to="/about/terms-and-conditions">terms and conditions</Link>
              </>
            }
            name="acceptTerms"
            value="true"
            defaultChecked={values?.acceptTerms}
            error={errors.acceptTerms}
          />
          <CheckboxField
            label="Email me news about draws, results and offers"
            name="emailOptIn"
            value="true"
            defaultChecked={values?.emailOptIn ?? false}
          />
          <Button type="submit" variant="primary" block loading={busy}>
            Create account
          </Button>
        </Form>
        <p className="auth-switch">
          Not you? <Link to="/register">Sign up with your email instead</Link>
        </p>
      </div>
    </div>
  );
}
