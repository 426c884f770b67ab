import { z } from 'zod';

/** The OpenID Connect providers a customer may sign in with (docs/decisions/380). */
export const socialProviderNames = ['apple', 'google'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

export interface SocialProviderConfig {
  /** The issuer whose /.well-known/openid-configuration the shop reads. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type SocialProvidersConfig = Partial<Record<SocialProviderName, SocialProviderConfig>>;

const defaultIssuers: Record<SocialProviderName, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
};

const optional = z.string().min(1).max(4096).optional();
const schema = z.object({
  SOCIAL_APPLE_ISSUER: z.url().optional(),
  SOCIAL_APPLE_CLIENT_ID: optional,
  SOCIAL_APPLE_CLIENT_SECRET: optional,
  SOCIAL_GOOGLE_ISSUER: z.url().optional(),
  SOCIAL_GOOGLE_CLIENT_ID: optional,
  SOCIAL_GOOGLE_CLIENT_SECRET: optional,
});

/**
 * SOCIAL_{APPLE,GOOGLE}_{ISSUER,CLIENT_ID,CLIENT_SECRET}: a provider is on when its client id and
 * secret are both set (the issuer defaults to the real one); one without the other stops the start.
 */
export function loadSocialProviders(env: Record<string, string | undefined>): SocialProvidersConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const out: SocialProvidersConfig = {};
  for (const name of socialProviderNames) {
    const upper = name.toUpperCase() as 'APPLE' | 'GOOGLE';
    const clientId = e[`SOCIAL_${upper}_CLIENT_ID`];
    const clientSecret = e[`SOCIAL_${upper}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      throw new Error(
        `Invalid configuration:\n  SOCIAL_${upper}_CLIENT_ID and SOCIAL_${upper}_CLIENT_SECRET: set both to sign in with ${name}, or neither.`,
      );
    }
    out[name] = { issuer: e[`SOCIAL_${upper}_ISSUER`] ?? defaultIssuers[name], clientId, clientSecret };
  }
  return out;
}
