import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { Secrets } from '../credentials';

/** What the staff services take as arguments. */
export interface StaffDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** Seals the authenticator secrets and signs the sign-in challenge. */
  secrets: Secrets;
  /** The issuer authenticator apps show beside the code. */
  siteName: string;
}

/** Who did a staff action and from where: what the audit log records. */
export interface ActingStaff {
  /** Null only for the command-line bootstrap of the first administrator. */
  staffId: string | null;
  /** The caller's IP address, or `cli:<user>@<host>`. */
  address: string;
}
