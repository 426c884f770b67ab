import { SignInPanel, useRegistrationOpen } from '../../features/auth';
import { loginAction, loginLoader } from '../../features/auth/index.server';
import { socialSignInOf } from '../../features/social-sign-in/index.server';
import { REDIRECT_PARAM, REGISTER_PATH } from '../../lib/redirect';
import '../../features/auth/auth.css';
import '../../features/social-sign-in/social-sign-in.css';
import type { Route } from './+types/login';

/** /login and /checkout/login (the same page in the checkout layout, going back to the cart). */
function defaultTargetFor(request: Request): string {
  return new URL(request.url).pathname.toLowerCase().startsWith('/checkout/') ? '/cart' : '/';
}

export function meta() {
  return [{ title: 'Login' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const checkout = defaultTargetFor(request) === '/cart';
  const found = await loginLoader(request, context, defaultTargetFor(request));
  return { ...found, checkout, social: await socialSignInOf(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context, defaultTargetFor(request));
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const registrationOpen = useRegistrationOpen();
  const back = loaderData.redirectTo;
  const registerPath = registrationOpen
    ? back !== '/'
      ? `${REGISTER_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}`
      : REGISTER_PATH
    : null;
  return (
    <div className="auth-page">
      <SignInPanel
        redirectTo={loaderData.redirectTo}
        notice={loaderData.notice}
        actionData={actionData}
        registerPath={registerPath}
        social={loaderData.social}
      />
    </div>
  );
}
