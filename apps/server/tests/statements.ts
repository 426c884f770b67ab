import pg from 'pg';

/** The statements `work` sends through the pg driver (PostgreSQL), in order: what a budget test counts. */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return statements;
}
