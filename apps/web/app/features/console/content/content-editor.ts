import { type ContentStatus, contentStatuses, pageTemplates } from '@drawline/contracts';

/**
 * The console's editor of a CMS collection's items (issue 28, decision 434): the fields the form
 * shows for each collection the console edits item by item, and the form read back into the save
 * call's body. The server checks every field by the collection's schema; the form only shapes it.
 */
export const editableCollections = {
  blog_posts: { label: 'Blog posts', one: 'post', title: 'title' },
  pages: { label: 'Pages', one: 'page', title: 'name' },
  blog_categories: { label: 'Blog categories', one: 'category', title: 'name' },
  // The blog's own title and intro on /blog (a singleton: the newest published version is shown).
  blog: { label: 'Blog title and intro', one: 'blog intro', title: 'title' },
  // The words of /about/contact-us above the shop's phone and hours (a singleton, as the blog's).
  contact_page: { label: 'Contact page', one: 'contact page', title: 'title' },
} as const;
export type EditableCollection = keyof typeof editableCollections;
export const isEditableCollection = (name: string): name is EditableCollection =>
  Object.hasOwn(editableCollections, name);

export interface EditorField {
  /** The field's path in the item's fields: `image.url` is the url of the image object. */
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'number';
  hint?: string;
  /** Left empty, the field is saved as null (for a group, the whole group is null). */
  optional?: boolean;
  options?: readonly string[];
  rows?: number;
}

const image: EditorField[] = [
  {
    name: 'image.url',
    label: 'Image address',
    kind: 'text',
    optional: true,
    hint: 'Upload it on the Pictures page, then give its address (/cms/files/…); empty for none.',
  },
  { name: 'image.width', label: 'Image width (px)', kind: 'number', optional: true },
  { name: 'image.height', label: 'Image height (px)', kind: 'number', optional: true },
  { name: 'image.alt', label: 'Image description (alt text)', kind: 'text', optional: true },
];

export const editorFields: Record<EditableCollection, EditorField[]> = {
  blog_posts: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'slug',
      label: 'Address (slug)',
      kind: 'text',
      hint: 'Lowercase letters, digits and hyphens: /blog/<slug>.',
    },
    { name: 'summary', label: 'Summary', kind: 'textarea', rows: 3 },
    { name: 'body', label: 'Body (markdown)', kind: 'textarea', rows: 14 },
    { name: 'category', label: 'Category slug', kind: 'text', optional: true },
    { name: 'author', label: 'Author', kind: 'text', optional: true },
    ...image,
  ],
  pages: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'path', label: 'Path', kind: 'text', hint: 'Starts with /, for example /promo/spring.' },
    { name: 'template', label: 'Template', kind: 'select', options: pageTemplates },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'body', label: 'Body (markdown)', kind: 'textarea', rows: 14 },
    { name: 'seoDescription', label: 'Search description', kind: 'textarea', rows: 2, optional: true },
  ],
  blog_categories: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'slug', label: 'Address (slug)', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea', rows: 3 },
  ],
  blog: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'intro',
      label: 'Intro',
      kind: 'textarea',
      rows: 4,
      hint: 'The line under the title on /blog, shown as written.',
    },
  ],
  contact_page: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'body',
      label: 'Body (markdown)',
      kind: 'textarea',
      rows: 8,
      hint: 'Shown on /about/contact-us above the support phone and opening hours.',
    },
  ],
};

const AEST_MS = 10 * 3_600_000;
/** An instant as a datetime-local value on the shop's clock (AEST). */
export const aestLocalOf = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + AEST_MS).toISOString().slice(0, 16) : '';
/** A datetime-local value typed in AEST as an instant; empty for none; null when it is not a date. */
export function instantOfLocal(local: string): string | null | undefined {
  if (local === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  return `${local}:00+10:00`;
}

/** A field's value as the form shows it. */
export function formValueOf(fields: Record<string, unknown>, name: string): string {
  const [head, tail] = name.split('.') as [string, string | undefined];
  const value = tail ? (fields[head] as Record<string, unknown> | null | undefined)?.[tail] : fields[head];
  return value === null || value === undefined ? '' : String(value);
}

export interface EditorForm {
  id?: string;
  status: ContentStatus;
  publishDate: string | null;
  data: Record<string, unknown>;
}

/** The form read into the save call's body, or the field the form got wrong. */
export function readEditorForm(
  collection: EditableCollection,
  form: FormData,
): { body: EditorForm; error: null } | { body: null; error: { field: string; message: string } } {
  const status = String(form.get('status') ?? '');
  if (!(contentStatuses as readonly string[]).includes(status))
    return { body: null, error: { field: 'status', message: 'Choose published, draft or archived' } };
  const publishDate = instantOfLocal(String(form.get('publishDate') ?? ''));
  if (publishDate === undefined)
    return { body: null, error: { field: 'publishDate', message: 'Give the date and time, or leave it empty' } };
  const data: Record<string, unknown> = {};
  const groups = new Map<string, Record<string, unknown>>();
  for (const field of editorFields[collection]) {
    const raw = String(form.get(field.name) ?? '');
    let value: unknown = raw;
    if (field.kind === 'number') value = raw.trim() === '' ? null : Number(raw);
    else if (field.optional && raw.trim() === '') value = null;
    const [head, tail] = field.name.split('.') as [string, string | undefined];
    if (tail) {
      const group = groups.get(head) ?? {};
      group[tail] = value;
      groups.set(head, group);
    } else data[head] = value;
  }
  for (const [head, group] of groups) {
    // A group whose first field (the image's address) is empty is no group at all.
    const first = Object.values(group)[0];
    data[head] = first === null ? null : { ...group, alt: group.alt ?? '' };
  }
  const id = String(form.get('id') ?? '');
  return { body: { ...(id ? { id } : {}), status: status as ContentStatus, publishDate, data }, error: null };
}
