import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { AuditLog } from '../../modules/audit';
import type { Idempotency } from '../../modules/idempotency';

/** What the console's raffle calls take (docs/decisions/265-269). */
export interface RaffleFlowDeps {
  db: Db;
  clock: Clock;
  random: Random;
  audit: AuditLog;
  idempotency: Idempotency;
}
