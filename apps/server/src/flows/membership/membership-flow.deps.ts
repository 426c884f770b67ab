import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CapabilitiesService } from '../../modules/capabilities';
import type { IdentityModule } from '../../modules/identity';
import type { LimitsModule } from '../../modules/limits';
import type { MailService } from '../../modules/mail';
import type { MembershipModule } from '../../modules/membership';
import type { Wallet } from '../../modules/wallet';

/** What the membership flows run with: the program, and the modules that judge who may take part and pay prizes. */
export interface MembershipFlowDeps {
  db: Db;
  clock: Clock;
  membership: MembershipModule;
  identity: Pick<IdentityModule, 'customer'>;
  limits: Pick<LimitsModule, 'getSelfExclusion' | 'marketingAudience' | 'lockForSpend'>;
  wallet: Pick<Wallet, 'listTransactions' | 'payPrizes' | 'spendInParts'>;
  /** Winners are told once, by an email written with the draw. */
  mail: Pick<MailService, 'enqueue' | 'wake'>;
  site: { siteName: string; publicUrl: string };
  /** Whether a customer's segment has the accumulated entries capability (decision 527); none: no entries by activity. */
  capabilities?: Pick<CapabilitiesService, 'customerHas'>;
  /** The premium tier is sold only while the recurring engine's promises are on (config.shopEngines; decision 456). */
  premiumOnSale?: boolean;
}
