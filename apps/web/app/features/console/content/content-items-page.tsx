import type { ConsoleContentItem } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { ActionOutcome, Field, SelectField, TextAreaField } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime } from '../console-time';
import {
  aestLocalOf,
  type EditableCollection,
  type EditorField,
  editableCollections,
  editorFields,
  formValueOf,
} from './content-editor';
import type { ConsoleContentItemData } from './content-items.server';

/** What the item forms answer: what was done, or the refusal with each field's messages. */
export interface ContentAnswer {
  error: string | null;
  done: string | null;
  fields?: Record<string, string[]>;
  /** A preview link just made (decision 410). */
  preview?: { url: string; expiresAt: string; version: number };
}

const statusWords = { published: 'Published', draft: 'Draft', archived: 'Archived' } as const;

/** An item's status as the list shows it: a published item with a publish date ahead is scheduled. */
function statusOf(item: { status: keyof typeof statusWords; publishDate: string | null }, now: number): string {
  if (item.status === 'published' && item.publishDate && Date.parse(item.publishDate) > now) {
    return `Scheduled for ${consoleTime(item.publishDate)}`;
  }
  return statusWords[item.status];
}

function titleOf(collection: EditableCollection, item: { fields: Record<string, unknown> }): string {
  return formValueOf(item.fields, editableCollections[collection].title) || '(untitled)';
}

/** The item's fields, status and publish date: the same form writes a new item and saves a version. */
function ItemForm({
  collection,
  item,
  answer,
  submitLabel,
}: {
  collection: EditableCollection;
  item: ConsoleContentItem | null;
  answer?: ContentAnswer | undefined;
  submitLabel: string;
}) {
  const busy = useNavigation().state === 'submitting';
  const fields = item?.fields ?? {};
  const errorOf = (name: string) => answer?.fields?.[name]?.[0] ?? answer?.fields?.[name.split('.')[0] ?? '']?.[0];
  const control = (f: EditorField) => {
    const common = {
      id: `item-${f.name.replace('.', '-')}`,
      name: f.name,
      label: f.label,
      hint: f.hint,
      error: errorOf(f.name),
      defaultValue: formValueOf(fields, f.name),
      required: !f.optional,
    };
    if (f.kind === 'textarea') return <TextAreaField key={f.name} {...common} rows={f.rows ?? 4} />;
    if (f.kind === 'select')
      return <SelectField key={f.name} {...common} options={(f.options ?? []).map((o) => ({ value: o, label: o }))} />;
    return (
      <Field
        key={f.name}
        {...common}
        type={f.kind === 'number' ? 'number' : 'text'}
        min={f.kind === 'number' ? 1 : undefined}
      />
    );
  };
  return (
    <Form method="post" className="console-form">
      {editorFields[collection].map(control)}
      <SelectField
        id="item-status"
        name="status"
        label="Status"
        defaultValue={item?.status ?? 'draft'}
        error={errorOf('status')}
        options={[
          { value: 'draft', label: 'Draft (only the console sees it)' },
          { value: 'published', label: 'Published (from its publish date)' },
          { value: 'archived', label: 'Archived (taken down)' },
        ]}
      />
      <Field
        id="item-publish-date"
        name="publishDate"
        type="datetime-local"
        label="Publish date (AEST)"
        hint="Empty: as soon as it is published. A later time schedules it."
        error={errorOf('publishDate')}
        defaultValue={aestLocalOf(item?.publishDate ?? null)}
      />
      <button type="submit" className="console-button" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </Form>
  );
}

/** A collection's items whatever their status, and the form that writes a new one. */
export function ContentItemsPage({
  collection,
  items,
  now: nowIso,
  answer,
}: {
  collection: EditableCollection;
  items: ConsoleContentItem[];
  /** The server's time of the load: whether a publish date is still ahead. */
  now: string;
  answer?: ContentAnswer | undefined;
}) {
  const now = Date.parse(nowIso);
  const { label, one } = editableCollections[collection];
  return (
    <>
      <p>
        <Link to="/console/content">Content</Link>
      </p>
      <h1>{label}</h1>
      <ConsoleTable
        caption={`${label}, newest change first`}
        rows={items}
        rowKey={(i) => i.id}
        labelled
        className="console-table--cards"
        columns={[
          {
            header: 'Title',
            cell: (i) => (
              <Link to={`/console/content/${collection}/${encodeURIComponent(i.id)}`}>{titleOf(collection, i)}</Link>
            ),
          },
          { header: 'Status', cell: (i) => statusOf(i, now) },
          { header: 'Version', cell: (i) => i.version },
          { header: 'Changed', cell: (i) => consoleTime(i.dateUpdated) },
        ]}
      />
      <h2>Write a new {one}</h2>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ItemForm collection={collection} item={null} answer={answer} submitLabel={`Save the ${one}`} />
    </>
  );
}

/** One item: its form (each save a new version) and every kept version, any of which can be restored. */
export function ContentItemPage({
  collection,
  item,
  saved,
  now: nowIso,
  answer,
}: ConsoleContentItemData & { answer?: ContentAnswer | undefined }) {
  const now = Date.parse(nowIso);
  const busy = useNavigation().state === 'submitting';
  const { label, one } = editableCollections[collection];
  return (
    <>
      <p>
        <Link to={`/console/content/${collection}`}>{label}</Link>
      </p>
      <h1>{titleOf(collection, item)}</h1>
      <p>
        {statusOf(item, now)}, version {item.version}, changed {consoleTime(item.dateUpdated)}.
      </p>
      {saved && !answer ? <p role="status">The {one} is saved.</p> : null}
      <ActionOutcome error={answer?.error} done={answer?.done} />
      {answer?.preview ? (
        <p>
          <a href={answer.preview.url} target="_blank" rel="noopener noreferrer">
            Open the preview of version {answer.preview.version}
          </a>{' '}
          (works until {consoleTime(answer.preview.expiresAt)}; anyone with the link can open it until then).
        </p>
      ) : null}
      {/* Posts and pages have a storefront template to preview by (decisions 410, 436). */}
      {collection === 'blog_posts' || collection === 'pages' ? (
        <Form method="post">
          <input type="hidden" name="intent" value="preview" />
          <button type="submit" className="console-button" disabled={busy}>
            Make a preview link
          </button>
        </Form>
      ) : null}
      <ItemForm
        key={item.version}
        collection={collection}
        item={item}
        answer={answer}
        submitLabel="Save a new version"
      />
      <h2>Versions</h2>
      <ConsoleTable
        caption="Every saved version, newest first"
        rows={item.versions}
        rowKey={(v) => String(v.version)}
        labelled
        className="console-table--cards"
        columns={[
          { header: 'Version', cell: (v) => v.version },
          { header: 'Title', cell: (v) => titleOf(collection, v) },
          { header: 'Status', cell: (v) => statusOf(v, now) },
          { header: 'Saved', cell: (v) => consoleTime(v.savedAt) },
          {
            header: 'Restore',
            cell: (v) =>
              v.version === item.version ? (
                'Current'
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="version" value={v.version} />
                  <button type="submit" className="console-button" disabled={busy}>
                    Restore version {v.version}
                  </button>
                </Form>
              ),
          },
        ]}
      />
    </>
  );
}
