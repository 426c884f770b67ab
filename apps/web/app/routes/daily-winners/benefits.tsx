import { BenefitsView } from '../../features/daily-winners';
import { loadBenefits } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/benefits';

export const handle = { fullBleed: true };

/** /daily-winners/benefits?token: what a member's benefits link (ssoUrl) opens, once (issue 27, decision 526). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBenefits(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Daily Winners: your benefits', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function BenefitsPage({ loaderData: { benefits, said } }: Route.ComponentProps) {
  return <BenefitsView benefits={benefits} said={said} />;
}
