import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir, openDatabase } from './client';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'drawline-lock-'));
const lockFile = (dir: string) => path.join(dir, 'drawline.lock');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('the embedded database folder lock', () => {
  it('refuses a second open of the same folder while the first is open, and allows it after', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}`),
    );
    await first.close();
    expect(existsSync(lockFile(dir))).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.ping();
    await second.close();
  }, 30_000);

  it('refuses a folder locked by another live process', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}.*DATABASE_URL`));
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock with its own pid that it does not hold (a restarted container) or an empty one', () => {
    for (const content of [String(process.pid), '']) {
      const dir = freshDir();
      writeFileSync(lockFile(dir), content);
      const release = lockDataDir(dir);
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('leaves alone a lock it no longer owns when releasing', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(lockFile(dir), String(process.ppid));
    release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });
});
