import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The size rule of issue 21 (docs/decisions/314): no source file in apps/server/src or apps/web/app
 * over 400 lines and no function over 150 lines, except data files and the exceptions the
 * decision names with their reason. `node --import tsx tools/source-size.ts` lists what breaks it;
 * tools/source-size.test.ts fails on it.
 */

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 150;

/** The folders the rule covers, from the repository root. */
export const SOURCE_ROOTS = ['apps/server/src', 'apps/web/app'] as const;

const SOURCE_FILE = /\.(ts|tsx)$/;
/** Tests, generated route types and declarations are not the product's source. */
const NOT_SOURCE = /(\.test\.tsx?|\.d\.ts)$|(^|\/)(\.react-router|db\/migrations)\//;

export interface Oversize {
  file: string;
  /** The function's name (or where it starts) when a function is over; null for the whole file. */
  fn: string | null;
  lines: number;
  limit: number;
}

export function sourceFiles(root: string, folders: readonly string[] = SOURCE_ROOTS): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (SOURCE_FILE.test(entry.name) && !NOT_SOURCE.test(child)) {
        out.push(child);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return out.sort();
}

function functionName(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `function at line ${line + 1}`;
}

/** What in one file's text is over the limits: the file, then each function (closures count as their own). */
export function measure(file: string, text: string): Oversize[] {
  const out: Oversize[] = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) out.push({ file, fn: null, lines, limit: MAX_FILE_LINES });
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const length = end - start + 1;
      if (length > MAX_FUNCTION_LINES) {
        out.push({ file, fn: functionName(node, source), lines: length, limit: MAX_FUNCTION_LINES });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Everything over the limits under the roots, read from the repository at `root`. */
export function oversizes(root: string, folders: readonly string[] = SOURCE_ROOTS): Oversize[] {
  return sourceFiles(root, folders).flatMap((file) => measure(file, readFileSync(path.join(root, file), 'utf8')));
}

export const describeOversize = (o: Oversize) =>
  `${o.file}${o.fn ? ` ${o.fn}()` : ''}: ${o.lines} lines (limit ${o.limit})`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const o of oversizes(root)) console.log(describeOversize(o));
}
