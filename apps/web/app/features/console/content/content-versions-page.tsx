import type { ConsoleContentVersion, ConsoleTranslation } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime } from '../console-time';
import type {
  ConsoleSiteConfigVersionsData,
  ConsoleTranslationData,
  ConsoleTranslationsData,
} from './content-versions.server';

type Answer = { error: string | null; done: string | null } | undefined;
const SHOWN = 160;
const cut = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text);

/** What a text says, in a line: its words, a search text's title and description, a picture's address and description. */
export function wordingOf(type: string, value: unknown): string {
  if (typeof value === 'string') return cut(value);
  const v = (value ?? {}) as Record<string, unknown>;
  if (type === 'seo') return cut(`${String(v.title ?? '')} — ${String(v.description ?? '')}`);
  if (type === 'image') return cut(`${String(v.imageUrl ?? '')} (${String(v.contentDescription ?? '')})`);
  return cut(JSON.stringify(value) ?? '');
}

const textPath = (t: Pick<ConsoleTranslation, 'locale' | 'context' | 'key'>) =>
  `/console/content/translations/${t.locale}/${encodeURIComponent(t.context)}/${encodeURIComponent(t.key)}`;

/** Who saved a version: you (your email), the shop's own texts, or another staff member's id (as the audit log names them). */
function SavedBy({ by, me }: { by: string | null; me: { id: string; email: string } }) {
  if (by === null) return <>the shop</>;
  if (by === me.id) return <>you ({me.email})</>;
  return <code>{by}</code>;
}

/** A restore button of one kept version, or "Current" for the version in use. */
function RestoreCell({ version, current, busy }: { version: number; current: number | null; busy: boolean }) {
  if (version === current) return <>Current</>;
  return (
    <Form method="post">
      <input type="hidden" name="version" value={version} />
      <button type="submit" className="console-button" disabled={busy}>
        Restore version {version}
      </button>
    </Form>
  );
}

/** Every text of a locale (or both): each links to its versions (decision 503). */
export function TranslationsPage({ locale, texts }: ConsoleTranslationsData) {
  return (
    <>
      <p>
        <Link to="/console/content">Content</Link>
      </p>
      <h1>Translations</h1>
      <p>
        Each text keeps every version saved. Open one to see who changed it and when, and to restore an earlier one.
      </p>
      <ul className="console-links">
        <li>
          <Link to="?" aria-current={locale === null ? 'page' : undefined}>
            Both locales
          </Link>
        </li>
        <li>
          <Link to="?locale=en-AU" aria-current={locale === 'en-AU' ? 'page' : undefined}>
            English (Australia)
          </Link>
        </li>
        <li>
          <Link to="?locale=en-GB" aria-current={locale === 'en-GB' ? 'page' : undefined}>
            English (United Kingdom)
          </Link>
        </li>
      </ul>
      <ConsoleTable
        caption="Texts by locale, area and key"
        rows={texts}
        rowKey={(t) => `${t.locale}/${t.context}/${t.key}`}
        labelled
        className="console-table--cards"
        columns={[
          {
            header: 'Text',
            rowHeader: true,
            cell: (t) => <Link to={textPath(t)}>{`${t.locale} ${t.context}.${t.key}`}</Link>,
          },
          { header: 'Wording', cell: (t) => wordingOf(t.type, t.value) },
          { header: 'Version', cell: (t) => t.version },
          { header: 'Changed', cell: (t) => consoleTime(t.dateUpdated) },
        ]}
      />
    </>
  );
}

/** One text: what it says now and every kept version (who, when, what), any of which can be restored. */
export function TranslationPage({ text, me, answer }: ConsoleTranslationData & { answer?: Answer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <p>
        <Link to="/console/content/translations">Translations</Link>
      </p>
      <h1>
        {text.locale} {text.context}.{text.key}
      </h1>
      <p>
        Version {text.version}, changed {consoleTime(text.dateUpdated)}: {wordingOf(text.type, text.value)}
      </p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Every saved version, newest first"
        rows={text.versions}
        rowKey={(v) => String(v.version)}
        labelled
        className="console-table--cards"
        columns={[
          { header: 'Version', cell: (v) => v.version },
          { header: 'Wording', cell: (v) => wordingOf(v.type, v.value) },
          { header: 'Saved by', cell: (v) => <SavedBy by={v.savedBy} me={me} /> },
          { header: 'Saved', cell: (v) => consoleTime(v.savedAt) },
          { header: 'Restore', cell: (v) => <RestoreCell version={v.version} current={text.version} busy={busy} /> },
        ]}
      />
    </>
  );
}

/** A site config's overrides as lines: each navigation label, page address and component variant. */
function overridesOf(fields: Record<string, unknown>): Map<string, string> {
  const lines = new Map<string, string>();
  const navigation = (fields.navigation ?? {}) as Record<string, { key: string; label: string }[]>;
  for (const [type, links] of Object.entries(navigation)) {
    for (const l of Array.isArray(links) ? links : []) lines.set(`${type} menu ${l.key}`, `label ${l.label}`);
  }
  for (const [key, path] of Object.entries((fields.routes ?? {}) as Record<string, string>)) {
    lines.set(`${key} page`, `at ${path}`);
  }
  for (const [name, variant] of Object.entries((fields.components ?? {}) as Record<string, string>)) {
    lines.set(name, String(variant));
  }
  return lines;
}

/** What a version changed from the one before it (the first: everything it set). */
export function changesOf(version: ConsoleContentVersion, before: ConsoleContentVersion | undefined): string[] {
  const now = overridesOf(version.fields);
  const then = before ? overridesOf(before.fields) : new Map<string, string>();
  const changed = [...now].filter(([k, v]) => then.get(k) !== v).map(([k, v]) => `${k}: ${v}`);
  const removed = [...then.keys()].filter((k) => !now.has(k)).map((k) => `${k}: back to the shop's own`);
  return [...changed, ...removed];
}

/** The site config's versions (decision 503): navigation labels, page addresses and component variants together. */
export function SiteConfigVersionsPage({
  version,
  versions,
  me,
  answer,
}: ConsoleSiteConfigVersionsData & { answer?: Answer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <p>
        <Link to="/console/content">Content</Link>
      </p>
      <h1>Site config versions</h1>
      <p>
        The navigation labels, page addresses and component variants are saved together: each change is a new version.
        Restoring one brings back all three as they were in it.
      </p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Every saved version, newest first"
        rows={versions}
        rowKey={(v) => String(v.version)}
        empty="None yet: the shop's own navigation and settings are in use."
        labelled
        className="console-table--cards"
        columns={[
          { header: 'Version', cell: (v) => v.version },
          {
            header: 'What changed',
            cell: (v) => {
              const changes = changesOf(v, versions[versions.indexOf(v) + 1]);
              return changes.length ? (
                <ul>
                  {changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : (
                'Nothing (saved as it was)'
              );
            },
          },
          { header: 'Saved by', cell: (v) => <SavedBy by={v.savedBy} me={me} /> },
          { header: 'Saved', cell: (v) => consoleTime(v.savedAt) },
          { header: 'Restore', cell: (v) => <RestoreCell version={v.version} current={version} busy={busy} /> },
        ]}
      />
    </>
  );
}
