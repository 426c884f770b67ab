import { AccountFrame, VerifyAccount } from '../../features/account';
import { loadVerifyAccount, verifyAccountAction } from '../../features/account/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/verify-account';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Verify your account', matches) }];
}

/** /my-account/verify-account: the customer verifies their identity (decisions 404, 440). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVerifyAccount(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return verifyAccountAction(request, context);
}

export default function VerifyAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame
      title="Verify your account"
      lead="The law asks us to confirm who you are before you withdraw winnings."
    >
      <VerifyAccount page={loaderData} errors={actionData?.errors} values={actionData?.values} />
    </AccountFrame>
  );
}
