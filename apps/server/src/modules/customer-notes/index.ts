import type { CustomerNote } from '@drawline/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { customerNotes } from './customer-notes.tables';

const toNote = (row: typeof customerNotes.$inferSelect): CustomerNote => ({
  noteId: row.id,
  customerId: row.customerId,
  authorId: row.authorId,
  authorEmail: row.authorEmail,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** Staff notes on customers (docs/decisions/273): written once, read newest first, never changed. */
export function createCustomerNotes(deps: { db: Db; clock: Clock; random: Random }) {
  return {
    /** The customer's notes, newest first (at most `limit`). */
    async notesOf(customerId: string, limit = 100): Promise<CustomerNote[]> {
      const rows = await deps.db
        .select()
        .from(customerNotes)
        .where(eq(customerNotes.customerId, customerId))
        .orderBy(desc(customerNotes.seq))
        .limit(limit);
      return rows.map(toNote);
    },

    /** Adds a note in the caller's transaction (the flow writes the audit row beside it). */
    async addNote(
      tx: Tx,
      input: { customerId: string; author: { id: string; email: string }; body: string },
    ): Promise<CustomerNote> {
      const [row] = await tx
        .insert(customerNotes)
        .values({
          id: deps.random.uuid(),
          customerId: input.customerId,
          authorId: input.author.id,
          authorEmail: input.author.email,
          body: input.body,
          createdAt: deps.clock.now(),
        })
        .returning();
      return toNote(row!);
    },
  };
}
export type CustomerNotes = ReturnType<typeof createCustomerNotes>;
