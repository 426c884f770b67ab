import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../tests/helpers';
import { openDatabase } from './client';

describe(`Database.exclusive (${testDbKind()})`, () => {
  it('runs the work of processes sharing one database one at a time', async () => {
    const first = await openTestDatabase();
    // A second connection pool on the same database stands for a second process.
    const second = first.dialect === 'postgres' ? await openDatabase({ kind: 'postgres', url: urlOf(first) }) : first;
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} in`);
        await first.db.execute('select pg_sleep(0.2)');
        events.push(`${name} out`);
        return name;
      };
      const results = await Promise.all([first.exclusive(work('a')), second.exclusive(work('b'))]);
      expect(results).toEqual(['a', 'b']);
      // Whichever came first, each left before the other came in.
      for (let i = 0; i < events.length; i += 2) {
        expect(events[i]!.split(' ')[0]).toBe(events[i + 1]!.split(' ')[0]);
      }
    } finally {
      if (second !== first) await second.close();
      await first.close();
    }
  });
});

function urlOf(database: { pool?: { options: { connectionString?: string } } }): string {
  return database.pool!.options.connectionString!;
}
