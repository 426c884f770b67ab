import { AccountFrame, ManualVerification } from '../../features/account';
import { loadManualVerification } from '../../features/account/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/manual-verification';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Upload your ID', matches) }];
}

/** /my-account/manual-verification: the customer uploads a photo ID or the PDF form for staff to check (decision 466). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManualVerification(request, context);
}

export default function ManualVerificationPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Upload your ID" lead="Our team checks your document by hand, usually within one business day.">
      <ManualVerification page={loaderData} />
    </AccountFrame>
  );
}
