import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The decision records' index (docs/decisions/README.md, decision 307): every record with its
 * number, title and status, made from the records themselves. `--write` rewrites the index;
 * without it the command fails, listing what is wrong, when a record has no status line, points
 * at a record that does not exist, or is missing from the index. `--stale` lists the accepted
 * records that name files or functions the tree no longer has (a report, not a failure: a record may
 * name what it replaced).
 */

export type RecordStatus = { kind: 'accepted' } | { kind: 'superseded'; by: string } | { kind: 'retired' };

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  /** Null when the record has no status line at its top. */
  status: RecordStatus | null;
}

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
/** The status line sits right under the title, before the record's first section. */
const STATUS_LINE = /^Status: (accepted|retired|superseded by (\d{3}))$/;
const TOP_LINES = 4;

export function isRecordFile(file: string): boolean {
  return RECORD_FILE.test(file);
}

export function readRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const lines = text.split('\n');
  const title = (lines[0] ?? '')
    .replace(/^#\s*/, '')
    .replace(/^\d{3}\s+/, '')
    .trim();
  const statusLine = lines
    .slice(1, 1 + TOP_LINES)
    .map((line) => STATUS_LINE.exec(line.trim()))
    .find((match) => match !== null);
  return { file, number, title, status: statusLine ? statusOf(statusLine) : null };
}

function statusOf(match: RegExpExecArray): RecordStatus {
  if (match[2]) return { kind: 'superseded', by: match[2] };
  return match[1] === 'retired' ? { kind: 'retired' } : { kind: 'accepted' };
}

/** What is wrong with the records as a set, one line each (empty when nothing is). */
export function recordProblems(records: readonly DecisionRecord[]): string[] {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.number)) problems.push(`${record.file}: another record has the number ${record.number}`);
    seen.add(record.number);
    if (!record.title) problems.push(`${record.file}: no title line ("# ${record.number} Title")`);
    if (!record.status) {
      problems.push(
        `${record.file}: no status line under the title (Status: accepted | Status: superseded by NNN | Status: retired)`,
      );
    } else if (record.status.kind === 'superseded' && !byNumber.has(record.status.by)) {
      problems.push(`${record.file}: superseded by ${record.status.by}, which is no record`);
    }
  }
  return problems;
}

function statusCell(status: RecordStatus | null, records: ReadonlyMap<string, DecisionRecord>): string {
  if (!status) return 'no status';
  if (status.kind !== 'superseded') return status.kind;
  const by = records.get(status.by);
  return by ? `superseded by [${by.number}](${by.file})` : `superseded by ${status.by}`;
}

const INDEX_HEAD = `# Decision records

Each record says why something is the way it is: **Context**, **Decision**, **Consequence**, a few
lines each (docs/decisions/NNN-short-title.md). Under its title a record has one status line:

- \`Status: accepted\`: in force;
- \`Status: superseded by NNN\`: a later record replaced it, wholly or in the part its \`Why:\` line names;
- \`Status: retired\`: no longer in force, and nothing replaced it (its \`Why:\` line says why).

This index is made from the records: \`npm run decisions -- --write\` rewrites it, and
\`npm run decisions\` (part of \`npm run lint\`; \`tools/decision-records.test.ts\` too) fails when a
record has no status line or is missing here. Current benchmark figures are in
[docs/benchmarks.md](../benchmarks.md), the state of each feature in [docs/features.md](../features.md).
`;

export function renderIndex(records: readonly DecisionRecord[]): string {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const rows = [...records]
    .sort((a, b) => a.number.localeCompare(b.number))
    .map(
      (record) =>
        `| ${record.number} | [${record.title.replaceAll('|', '\\|')}](${record.file}) | ${statusCell(record.status, byNumber)} |`,
    );
  return `${INDEX_HEAD}\n| no. | title | status |\n|---|---|---|\n${rows.join('\n')}\n`;
}

/** The records of a folder, in number order. */
export function readRecords(folder: string): DecisionRecord[] {
  return readdirSync(folder)
    .filter(isRecordFile)
    .sort()
    .map((file) => readRecord(file, readFileSync(path.join(folder, file), 'utf8')));
}

/** Everything wrong with a folder of records and its index; the index is compared with a fresh one. */
export function checkFolder(folder: string, indexText: string | null): string[] {
  const records = readRecords(folder);
  const problems = recordProblems(records);
  const listed = new Set([...(indexText ?? '').matchAll(/^\| (\d{3}) \|/gm)].map((match) => match[1]));
  for (const record of records) {
    if (!listed.has(record.number)) problems.push(`${record.file}: missing from docs/decisions/README.md`);
  }
  if (problems.length === 0 && indexText !== renderIndex(records)) {
    problems.push('docs/decisions/README.md differs from the records (a title or status changed)');
  }
  return problems;
}

const DECISIONS = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const INDEX = path.join(DECISIONS, 'README.md');

function readIndex(): string | null {
  try {
    return readFileSync(INDEX, 'utf8');
  } catch {
    return null;
  }
}

export function checkRepository(): string[] {
  return checkFolder(DECISIONS, readIndex());
}

const CODE_PATH = /^[\w.[\]$+-]+(\/[\w.[\]$+-]+)*\/?$/;
const CODE_FILE = /\.(ts|tsx|cjs|js|json|sql|css|sh|txt)$/;
const CODE_ROOTS = [
  'apps/',
  'packages/',
  'e2e/',
  'bench/',
  'tools/',
  'scripts/',
  'modules/',
  'flows/',
  'platform/',
  'lib/',
  'features/',
  'routes/',
  'db/',
  'queries/',
  'jobs/',
];

/** The files and functions a record names in backticks: paths under the tree's folders, files, camelCase names. */
export function codeNamesOf(text: string): { paths: string[]; identifiers: string[] } {
  const paths = new Set<string>();
  const identifiers = new Set<string>();
  for (const [, raw] of text.matchAll(/`([^`\n]+)`/g)) {
    const token = (raw ?? '').trim().replace(/\(\)$/, '');
    if (CODE_PATH.test(token) && (CODE_FILE.test(token) || CODE_ROOTS.some((root) => token.startsWith(root)))) {
      paths.add(token.replace(/\/$/, ''));
    } else {
      const name = /^(?:[\w$]+\.)*([A-Za-z_$][\w$]*)$/.exec(token)?.[1];
      if (name && name.length > 5 && /[a-z][A-Z]/.test(name)) identifiers.add(name);
    }
  }
  return { paths: [...paths], identifiers: [...identifiers] };
}

/** The names of `codeNamesOf` that no tracked file or folder ends with, or no source text holds. */
export function missingCodeNames(
  names: { paths: string[]; identifiers: string[] },
  tree: { files: readonly string[]; source: string },
): string[] {
  const folders = new Set(
    tree.files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const present = (p: string) => [...tree.files, ...folders].some((entry) => entry === p || entry.endsWith(`/${p}`));
  const words = new Set(tree.source.match(/[\w$]+/g) ?? []);
  return [...names.paths.filter((p) => !present(p)), ...names.identifiers.filter((name) => !words.has(name))];
}

function staleReport(): string[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('docs/'));
  const source = files
    .filter((file) => CODE_FILE.test(file))
    .map((file) => {
      try {
        return readFileSync(path.join(root, file), 'utf8');
      } catch {
        return '';
      }
    })
    .join('\n');
  return readRecords(DECISIONS)
    .filter((record) => record.status?.kind === 'accepted')
    .map((record) => {
      const missing = missingCodeNames(codeNamesOf(readFileSync(path.join(DECISIONS, record.file), 'utf8')), {
        files,
        source,
      });
      return missing.length > 0 ? `${record.number}: ${missing.join(', ')}` : '';
    })
    .filter(Boolean);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--stale')) {
    for (const line of staleReport()) console.log(line);
  } else if (process.argv.includes('--write')) {
    const records = readRecords(DECISIONS);
    writeFileSync(INDEX, renderIndex(records));
    const left = recordProblems(records);
    for (const problem of left) console.error(problem);
    process.exitCode = left.length > 0 ? 1 : 0;
  } else {
    const problems = checkRepository();
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) console.error('Fix the records, then run: npm run decisions -- --write');
    process.exitCode = problems.length > 0 ? 1 : 0;
  }
}
