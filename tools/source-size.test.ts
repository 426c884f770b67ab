import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeOversize, MAX_FILE_LINES, MAX_FUNCTION_LINES, measure, type Oversize, oversizes } from './source-size';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that are data, not code: the size rule does not apply to them (docs/decisions/314). */
const dataFiles = [
  // The demo shop's catalogue: offers, game matrices, prices, prizes and causes written out as data.
  'apps/server/src/demo/catalogue/demo-catalogue.ts',
];

interface Exception {
  file: string;
  /** The function over the limit; null for the file's length. */
  fn: string | null;
  reason: string;
  /** Another engineer is splitting it now: it may fall under the limits before this list is updated. */
  beingSplit?: boolean;
}

/** The named exceptions, each with its reason, each also named in docs/decisions/314. */
const exceptions: Exception[] = [];

const sameAs = (o: Oversize) => (e: { file: string; fn: string | null }) => e.file === o.file && e.fn === o.fn;

describe('the size rule (docs/decisions/314)', () => {
  const found = oversizes(root);

  it(`finds no source file over ${MAX_FILE_LINES} lines nor function over ${MAX_FUNCTION_LINES}, but the data files and the named exceptions`, () => {
    const breaking = found.filter((o) => !dataFiles.includes(o.file) && !exceptions.some(sameAs(o)));
    expect(breaking.map(describeOversize)).toEqual([]);
  });

  it('lists only exceptions that are still over the limits, unless they are being split now', () => {
    const stale = exceptions.filter((e) => !e.beingSplit && !found.some((o) => sameAs(o)(e)));
    expect(stale.map((e) => `${e.file} ${e.fn ?? ''}`)).toEqual([]);
    for (const file of dataFiles)
      expect(readdirSync(path.dirname(path.join(root, file)))).toContain(path.basename(file));
  });

  it('names every exception and data file in the decision record', () => {
    const record = readdirSync(path.join(root, 'docs/decisions')).find((f) => f.startsWith('314-'));
    const text = readFileSync(path.join(root, 'docs/decisions', record as string), 'utf8');
    for (const file of [...dataFiles, ...exceptions.map((e) => e.file)]) expect(text).toContain(file);
  });

  it('counts a long file and every long function, closures included', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function outer() {\n  const inner = () => {\n${body(150)}\n  };\n  return inner;\n}\n${'\n'.repeat(250)}`;
    expect(measure('x.ts', text).map(describeOversize)).toEqual([
      'x.ts: 405 lines (limit 400)',
      'x.ts outer(): 155 lines (limit 150)',
      'x.ts inner(): 152 lines (limit 150)',
    ]);
    expect(measure('y.tsx', 'export const Small = () => <p>small</p>;\n')).toEqual([]);
  });
});
