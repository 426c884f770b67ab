import type braintree from 'braintree';
import type Stripe from 'stripe';
import type { Config } from './config';
import type { Database } from './db/client';
import type { LotteryScorer } from './flows/settlement/settle-draw.deps';
import type { Clock } from './lib/clock';
import type { Random } from './lib/random';
import type { DrawCalendar, ResultsSource } from './modules/catalogue';
import type { MailTransport } from './modules/mail';
import type { CountryLookup } from './modules/site';
import type { LoadMeter } from './platform/load-meter';

/** What buildApp is given: the configuration, and what tests and main.ts may pass instead of the defaults. */
export interface AppDeps {
  config: Config;
  /** An open database; when missing one is opened from the config and closed with the app. */
  database?: Database;
  clock?: Clock;
  random?: Random;
  countryLookup?: CountryLookup;
  /** Serve the storefront too (needs the web build). */
  web?: boolean;
  /** Where the logs go (tests read them); standard output when missing. */
  logStream?: { write(line: string): void };
  /** Where emails go; SMTP when SMTP_URL is set, else the mailbox folder under DATA_DIR. */
  mailTransport?: MailTransport;
  /**
   * Which offers draw when, and the results feed the schedule maintenance publishes
   * (docs/decisions/039): a real operator's plug in here; main.ts passes the demo shop's on a demo only.
   */
  drawOperations?: { drawCalendar?: DrawCalendar; resultsSource?: ResultsSource };
  /** The Stripe client when Stripe is configured (tests pass one whose HTTP client answers recorded bodies). */
  stripeClient?: Stripe;
  /** The Braintree SDK's gateway when PayPal goes through Braintree (tests pass one talking to a recorded server). */
  braintreeClient?: braintree.BraintreeGateway;
  /** Scores lottery tickets for settlement; the scoring module's unless a test passes another. */
  lotteryScorer?: LotteryScorer;
  /** The event loop's readings load shedding goes by (tests pass a fixed load). */
  loadMeter?: LoadMeter;
}
