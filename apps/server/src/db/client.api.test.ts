import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../tests/helpers';
import { nodeArguments } from '../../tests/server-bundle';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

describe(`Database.exclusive (${testDbKind()})`, () => {
  if (testDbKind() === 'postgres') {
    it('runs the exclusive work of two processes sharing one PostgreSQL database one at a time', async () => {
      const database = await openTestDatabase();
      const children: ChildProcessWithoutNullStreams[] = [];
      try {
        await database.db.execute('create table exclusive_events (id serial primary key, name text not null)');
        const url = database.pool!.options.connectionString!;
        for (const name of ['a', 'b']) {
          children.push(
            spawn(process.execPath, [...nodeArguments('apps/server/tests/exclusive-worker.ts'), url, name], {
              cwd: root,
            }),
          );
        }
        const outputs = children.map(outputOf);
        await Promise.all(outputs.map((o) => o.waitFor('ready')));
        // Both ask for their turn at the same moment.
        for (const child of children) child.stdin.end('go\n');
        const codes = await Promise.all(children.map(exitOf));
        expect(codes, outputs.map((o) => o.text()).join('\n')).toEqual([0, 0]);
        const { rows } = (await database.db.execute('select name from exclusive_events order by id')) as unknown as {
          rows: { name: string }[];
        };
        const events = rows.map((r) => r.name);
        expect(events).toHaveLength(4);
        // Whichever came first, each left before the other came in.
        const [first, second] = [events[0]!.split(' ')[0], events[2]!.split(' ')[0]];
        expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
        expect(new Set([first, second])).toEqual(new Set(['a', 'b']));
      } finally {
        for (const child of children) if (child.exitCode === null) child.kill();
        await database.close();
      }
    }, 60_000);
  } else {
    // The embedded database has one owning process (the folder lock, client.test.ts and
    // tests/two-processes.api.test.ts): within it, exclusive work still takes turns.
    it('runs the exclusive work of the one process owning the embedded database one at a time', async () => {
      const database = await openTestDatabase();
      try {
        const events: string[] = [];
        const work = (name: string) => async () => {
          events.push(`${name} in`);
          await database.db.execute('select pg_sleep(0.2)');
          events.push(`${name} out`);
          return name;
        };
        const results = await Promise.all([database.exclusive(work('a')), database.exclusive(work('b'))]);
        expect(results).toEqual(['a', 'b']);
        expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
      } finally {
        await database.close();
      }
    });
  }
});

function outputOf(child: ChildProcessWithoutNullStreams) {
  let text = '';
  const waiters: { line: string; resolve: () => void }[] = [];
  const onData = (d: Buffer) => {
    text += d;
    for (const w of waiters.filter((w) => text.split('\n').includes(w.line))) w.resolve();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', (d: Buffer) => {
    text += d;
  });
  return {
    text: () => text,
    waitFor: (line: string) =>
      new Promise<void>((resolve, reject) => {
        if (text.split('\n').includes(line)) return resolve();
        waiters.push({ line, resolve });
        child.once('exit', (code) => reject(new Error(`exited with ${code} before "${line}":\n${text}`)));
      }),
  };
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
