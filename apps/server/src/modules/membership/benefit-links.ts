import { BENEFITS_PAGE_PATH } from '@drawline/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import type { Secrets } from '../credentials';
import { benefitLinks } from './membership.tables';

/** docs/decisions/399: a benefits link lives five minutes and opens once. */
export const BENEFIT_LINK_MINUTES = 5;
const PURPOSE = 'membership-benefits-link';

export interface BenefitLinkDeps {
  db: Db;
  random: Random;
  secrets: Secrets;
  publicUrl: string;
}

/** GET /v3/benefits: a new signed link to the member's benefits page. */
export async function makeBenefitLink(
  deps: BenefitLinkDeps,
  input: { customerId: string; program: string; now: Date },
): Promise<string> {
  const id = deps.random.uuid();
  const expiresAt = new Date(input.now.getTime() + BENEFIT_LINK_MINUTES * 60_000);
  await deps.db.insert(benefitLinks).values({
    id,
    customerId: input.customerId,
    program: input.program,
    expiresAt,
    createdAt: input.now,
  });
  const token = deps.secrets.signToken(PURPOSE, { id, exp: expiresAt.getTime() });
  // The benefits page we serve (decision 526); it opens the link as GET /rewards/v3/benefits/sso does.
  return `${deps.publicUrl.replace(/\/$/, '')}${BENEFITS_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

const invalid = () =>
  new AppError('token_invalid', {
    message: 'This benefits link is not valid: each link opens once. Open your benefits again from Daily Winners.',
  });

/**
 * The link opened: its signature checked, then the row marked used by a conditional update, so
 * a second use or an expired link is refused and changes nothing. Answers who it was made for.
 */
export async function openBenefitLink(
  deps: BenefitLinkDeps,
  token: string,
  now: Date,
): Promise<{ customerId: string; program: string }> {
  const data = deps.secrets.readToken<{ id?: unknown; exp?: unknown }>(PURPOSE, token);
  if (!data || typeof data.id !== 'string' || typeof data.exp !== 'number') throw invalid();
  if (data.exp <= now.getTime()) {
    throw new AppError('token_expired', { message: 'This benefits link has expired. Open your benefits again.' });
  }
  const [used] = await deps.db
    .update(benefitLinks)
    .set({ usedAt: now })
    .where(and(eq(benefitLinks.id, data.id), isNull(benefitLinks.usedAt), gt(benefitLinks.expiresAt, now)))
    .returning({ customerId: benefitLinks.customerId, program: benefitLinks.program });
  if (!used) throw invalid();
  return used;
}
