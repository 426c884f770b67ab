import { type Attribution, latestBirthDate, MIN_REGISTRATION_AGE, PASSWORD_MIN_LENGTH } from '@drawline/contracts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { validateSignup } from '../../features/auth';
import { adoptAnonymousCart } from '../../features/cart/index.server';
import { SocialButtons } from '../../features/social-sign-in';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities } from '../../lib/capabilities';
import { clock } from '../../lib/clock';
import { getCustomer } from '../../lib/customer.server';
import { formErrorsOf, hasErrors, raw, text } from '../../lib/form-errors';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirect';
import { Button } from '../../ui/button';
import { CheckboxField, FormError, TextField } from '../../ui/field';
import '../../features/auth/auth.css';
import '../../features/social-sign-in/social-sign-in.css';
import type { Route } from './+types/register';

const DEFAULT_TARGET = '/my-account';
const UTM = ['campaign', 'medium', 'source', 'term', 'content'] as const;

export function meta() {
  return [{ title: 'Create an account' }];
}

async function minimumAge(request: Request, context: Route.LoaderArgs['context']): Promise<number> {
  const config = await apiSession(request, context)
    .platform.siteConfig()
    .catch(() => null);
  return config?.minRegistrationAge ?? MIN_REGISTRATION_AGE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, { all: ['registration'] });
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get(REDIRECT_PARAM), DEFAULT_TARGET);
  if (await getCustomer(request, context)) throw redirect(redirectTo);
  const minAge = await minimumAge(request, context);
  // The campaign that brought the visitor, sent with the signup (3-account.md §7 attribution).
  const attribution: Attribution = {};
  for (const key of UTM) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) attribution[key] = value.slice(0, 200);
  }
  const referrer = request.headers.get('referer');
  if (referrer) {
    try {
      const ref = new URL(referrer);
      if (ref.host !== url.host) {
        attribution.referrer = referrer.slice(0, 2000);
        attribution.referringDomain = ref.hostname;
      }
    } catch {}
  }
  return { redirectTo, minAge, maxBirthDate: latestBirthDate(minAge, clock.now()), attribution };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = {
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    email: text(form, 'email'),
    dateOfBirth: text(form, 'dateOfBirth'),
    password: raw(form, 'password'),
    confirmPassword: raw(form, 'confirmPassword'),
    acceptTerms: form.get('acceptTerms') === 'true',
  };
  const emailOptIn = form.get('emailOptIn') === 'true';
  const values = { ...fields, password: '', confirmPassword: '', emailOptIn };
  const errors = validateSignup(fields, await minimumAge(request, context), clock.now());
  if (hasErrors(errors)) return data({ errors, values }, { status: 400 });

  let attribution: Attribution | undefined;
  try {
    attribution = JSON.parse(text(form, 'attribution') || '{}') as Attribution;
  } catch {
    attribution = undefined;
  }
  const session = apiSession(request, context);
  try {
    session.keepCookies(
      await session.platform.signup({
        email: fields.email,
        password: fields.password,
        firstname: fields.firstname,
        lastname: fields.lastname,
        dateOfBirth: fields.dateOfBirth,
        acceptTerms: true,
        emailOptIn,
        attribution,
        metadata: { platform: 'web' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ errors: formErrorsOf(error), values }, { status: error.status });
  }
  // The cart the visitor filled before signing up becomes theirs (2-shopping.md §4).
  await adoptAnonymousCart(request, context);
  throw redirect(safeRedirect(form.get(REDIRECT_PARAM), DEFAULT_TARGET), { headers: session.headers() });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  const loginPath =
    loaderData.redirectTo !== DEFAULT_TARGET
      ? `/login?${new URLSearchParams({ [REDIRECT_PARAM]: loaderData.redirectTo })}`
      : '/login';
  return (
    <div className="auth-page">
      <div className="auth-card auth-card--wide card">
        <h1>Create an account</h1>
        <p className="auth-lead">You must be {loaderData.minAge} or older to play.</p>
        <SocialButtons redirectTo={loaderData.redirectTo} heading="Sign up with Apple or Google" />
        <Form method="post" noValidate className="stack">
          <FormError>{errors.general}</FormError>
          <input type="hidden" name={REDIRECT_PARAM} value={loaderData.redirectTo} />
          <input type="hidden" name="attribution" value={JSON.stringify(loaderData.attribution)} />
          <div className="auth-row">
            <TextField
              label="First name"
              name="firstname"
              autoComplete="given-name"
              defaultValue={values?.firstname}
              error={errors.firstname}
            />
            <TextField
              label="Last name"
              name="lastname"
              autoComplete="family-name"
              defaultValue={values?.lastname}
              error={errors.lastname}
            />
          </div>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values?.email}
            error={errors.email}
          />
          <TextField
            label="Date of birth"
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            max={loaderData.maxBirthDate}
            defaultValue={values?.dateOfBirth}
            error={errors.dateOfBirth}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={errors.password}
          />
          <TextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <CheckboxField
            label={
              <>
                I am {loaderData.minAge} or older and agree to the{' '}
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
          Already have an account? <Link to={loginPath}>Login</Link>
        </p>
      </div>
    </div>
  );
}
