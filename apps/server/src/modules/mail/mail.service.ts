import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsInsert } from '../../db/rows-insert';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { mailOutbox } from './mail.tables';
import type { MailTransport } from './transport';

export interface EmailToSend {
  /** What kind of email, for logs and the mailbox viewer (password_reset, two_factor_code…). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How long a delivery holds a row before another process may try it. */
const CLAIM_SECONDS = 120;
/** After this many failed attempts a row is left for a person to look at. */
const MAX_ATTEMPTS = 10;

export interface MailServiceDeps {
  db: Db;
  clock: Clock;
  random: Random;
  transport: MailTransport;
  from: string;
  /** Called after an email was written, to wake the delivery job (nothing in tests). */
  wake?: () => void;
}

export function createMailService(deps: MailServiceDeps) {
  const { db, clock, random, transport } = deps;
  const outboxInsert = (tx: Tx | Db, email: EmailToSend, id: string = random.uuid()) =>
    tx.insert(mailOutbox).values({
      id,
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      createdAt: clock.now(),
    });
  return {
    /**
     * Writes an email to the outbox inside the caller's transaction: it is sent if and only if
     * the change that causes it commits. Call `wake()` after the transaction.
     */
    async enqueue(tx: Tx | Db, email: EmailToSend): Promise<string> {
      const id = random.uuid();
      await outboxInsert(tx, email, id);
      return id;
    },

    /** enqueue's insert, not yet sent: a flow sends it with its other writes (docs/decisions/336). */
    outboxInsert,
    /** Many emails' insert in one statement, not yet sent: a batch's writes (decision 417). */
    outboxInsertMany: (emails: readonly EmailToSend[]) =>
      rowsInsert(
        mailOutbox,
        emails.map((email) => ({
          id: random.uuid(),
          kind: email.kind,
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          createdAt: clock.now(),
        })),
      ),

    wake(): void {
      deps.wake?.();
    },

    /**
     * Sends every unsent email: claims a batch (so two processes never send one row at once),
     * sends each, marks it sent. A process that dies after claiming leaves the row to be claimed
     * again when the claim runs out; the transport sends it under the same id.
     */
    async deliverPendingEmails(options: { batch?: number } = {}): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      for (;;) {
        const now = clock.now();
        const claimable = db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              isNull(mailOutbox.sentAt),
              lt(mailOutbox.attempts, MAX_ATTEMPTS),
              or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
            ),
          )
          .orderBy(asc(mailOutbox.createdAt))
          .limit(options.batch ?? 20)
          .for('update', { skipLocked: true });
        const rows = await db
          .update(mailOutbox)
          .set({
            claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
            attempts: sql`${mailOutbox.attempts} + 1`,
          })
          .where(inArray(mailOutbox.id, claimable))
          .returning();
        if (!rows.length) return { sent, failed };
        for (const row of rows) {
          try {
            await transport.send({
              id: row.id,
              from: deps.from,
              to: row.toAddress,
              subject: row.subject,
              text: row.textBody,
              html: row.htmlBody,
            });
            await db
              .update(mailOutbox)
              .set({ sentAt: clock.now(), claimedUntil: null, lastError: null })
              .where(eq(mailOutbox.id, row.id));
            sent++;
          } catch (err) {
            // Tried again after a pause that grows with each attempt.
            const pause = Math.min(60 * 2 ** row.attempts, 3600);
            await db
              .update(mailOutbox)
              .set({
                claimedUntil: new Date(clock.now().getTime() + pause * 1000),
                lastError: String((err as Error)?.message ?? err).slice(0, 500),
              })
              .where(eq(mailOutbox.id, row.id));
            failed++;
          }
        }
      }
    },

    async find(id: string) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
/** What other modules need: write an email in their own transaction, then wake the sender. */
export type MailOutbox = Pick<MailService, 'enqueue' | 'wake'>;
