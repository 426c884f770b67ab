import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkFolder,
  checkRepository,
  codeNamesOf,
  missingCodeNames,
  readRecord,
  readRecords,
  recordProblems,
  renderIndex,
} from './decision-records';

const record = (title: string, status: string | null) =>
  `# ${title}\n\n${status === null ? '' : `Status: ${status}\n`}\n**Context.** Something.\n`;

describe('readRecord', () => {
  it('reads the number, the title and each kind of status line', () => {
    expect(readRecord('001-a.md', record('001 A title', 'accepted'))).toEqual({
      file: '001-a.md',
      number: '001',
      title: 'A title',
      status: { kind: 'accepted' },
    });
    expect(readRecord('002-b.md', record('002 B', 'superseded by 001')).status).toEqual({
      kind: 'superseded',
      by: '001',
    });
    expect(readRecord('003-c.md', record('003 C', 'retired')).status).toEqual({ kind: 'retired' });
  });

  it('finds no status when the line is missing, misspelt, or far below the title', () => {
    expect(readRecord('004-d.md', record('004 D', null)).status).toBeNull();
    expect(readRecord('004-d.md', record('004 D', 'done')).status).toBeNull();
    const late = `# 004 D\n\n**Context.** One.\n\nTwo.\n\nThree.\n\nStatus: accepted\n`;
    expect(readRecord('004-d.md', late).status).toBeNull();
  });
});

describe('recordProblems', () => {
  it('names a record without a status line and a supersession by no record', () => {
    const problems = recordProblems([
      readRecord('001-a.md', record('001 A', null)),
      readRecord('002-b.md', record('002 B', 'superseded by 009')),
      readRecord('003-c.md', record('003 C', 'superseded by 002')),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^001-a\.md: no status line/);
    expect(problems[1]).toBe('002-b.md: superseded by 009, which is no record');
  });
});

describe('checkFolder', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function folderOf(files: Record<string, string>): string {
    folder = mkdtempSync(path.join(tmpdir(), 'decisions-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return folder;
  }

  it('passes an index made from the records, and fails when a record is added without it', () => {
    const dir = folderOf({ '001-a.md': record('001 A', 'accepted'), '002-b.md': record('002 B', 'superseded by 001') });
    const index = renderIndex(readRecords(dir));
    expect(index).toContain('| 002 | [B](002-b.md) | superseded by [001](001-a.md) |');
    expect(checkFolder(dir, index)).toEqual([]);

    writeFileSync(path.join(dir, '003-c.md'), record('003 C', 'accepted'));
    expect(checkFolder(dir, index)).toEqual(['003-c.md: missing from docs/decisions/README.md']);
    expect(checkFolder(dir, null)).toHaveLength(3);
  });

  it('fails when a status changes and the index still says the old one', () => {
    const dir = folderOf({ '001-a.md': record('001 A', 'accepted') });
    const index = renderIndex(readRecords(dir));
    writeFileSync(path.join(dir, '001-a.md'), record('001 A', 'retired'));
    expect(checkFolder(dir, index)).toEqual([
      'docs/decisions/README.md differs from the records (a title or status changed)',
    ]);
  });

  it('fails a new record without a status line even when the index lists it', () => {
    const dir = folderOf({ '001-a.md': record('001 A', null) });
    expect(checkFolder(dir, renderIndex(readRecords(dir)))).toEqual([
      expect.stringMatching(/^001-a\.md: no status line/),
    ]);
  });
});

describe('the stale report', () => {
  it('finds the files and functions a record names, and which of them the tree lacks', () => {
    const text =
      'Stock by `takeDrawTickets()` in `modules/catalogue/sales.ts`, names by `offer-key.ts`; ' +
      'see `flows/` and `catalogue.takeStock`, not `GET /v2/cart` nor `short`.';
    const names = codeNamesOf(text);
    expect(names).toEqual({
      paths: ['modules/catalogue/sales.ts', 'offer-key.ts', 'flows'],
      identifiers: ['takeDrawTickets', 'takeStock'],
    });
    const tree = {
      files: ['apps/server/src/modules/catalogue/sales.ts', 'apps/server/src/flows/place-order.ts'],
      source: 'export async function takeStock(tx) {}',
    };
    expect(missingCodeNames(names, tree)).toEqual(['offer-key.ts', 'takeDrawTickets']);
  });
});

describe("the repository's records", () => {
  it('each has a status line and a row in docs/decisions/README.md (npm run decisions -- --write)', () => {
    expect(checkRepository()).toEqual([]);
  });
});
