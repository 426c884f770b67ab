import { checkForm, socialProviderSchema } from '@drawline/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { formErrorsOf } from '../../lib/form-errors';
import type { ElevatedActionData } from '../two-factor';
import { withElevation } from '../two-factor/index.server';
import { socialErrorOf } from './social-buttons';
import type { SocialLinksActionData } from './social-links';

const providerForm = z.object({ provider: socialProviderSchema });

/** The login and security page's reads for the providers: the list, and what the provider's return says. */
export async function socialLinksOf(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const linked = socialProviderSchema.safeParse(url.searchParams.get('social_linked'));
  return {
    links: await apiSession(request, context).platform.socialLinks(),
    justLinked: linked.success ? linked.data : null,
    error: socialErrorOf(url.searchParams.get('social_error')),
  };
}

/**
 * The provider forms of login and security: a link asks the code when two-factor is on (the
 * elevation modal), then sends the browser to the provider with the flow cookie; an unlink is
 * refused when it would leave no way to log in. Null for another intent.
 */
export async function socialLinksAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  intent: string,
): Promise<{ body: SocialLinksActionData & ElevatedActionData; status: number } | null> {
  if (intent !== 'link-social' && intent !== 'unlink-social') return null;
  const session = apiSession(request, context);
  const checked = checkForm(providerForm, { provider: form.get('provider') });
  if (checked.errors) return { body: { socialRefused: 'Choose Apple or Google.' }, status: 400 };
  const { provider } = checked.data;

  if (intent === 'unlink-social') {
    try {
      await session.platform.unlinkSocial(provider);
      return { body: { socialUnlinked: provider }, status: 200 };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const message = formErrorsOf(error).general ?? error.message;
      return { body: { socialRefused: message }, status: error.status };
    }
  }

  const outcome = await withElevation(request, context, form, async (platform, elevation) =>
    session.keepCookies(await platform.linkSocial(provider, elevation)),
  );
  if (outcome.kind === 'elevation') return { body: { elevation: outcome.elevation }, status: 200 };
  if (outcome.kind === 'failed') {
    const message = formErrorsOf(outcome.error).general ?? outcome.error.message;
    return { body: { socialRefused: message }, status: outcome.error.status };
  }
  // To the provider, with the flow cookie that proves this browser started the link (decision 380).
  throw redirect(outcome.result.authorizationUrl, { headers: session.headers() });
}
