import { type ThemeColourName, type ThemeFields, themeColourLabels } from '@drawline/contracts';

/**
 * The console's theme form (issue 28, decision 462): the fields an editor changes, read back into
 * the theme's fields over the current theme (the font files and the font stylesheet address are kept
 * as they are). The server checks the whole theme, the colours' contrast among it.
 */
export const themeColourNames = Object.keys(themeColourLabels) as ThemeColourName[];

export interface ThemeFormField {
  /** The field's path in the theme: `logo.navbar`. */
  name: string;
  label: string;
  hint?: string;
}

export const themeTextFields: ThemeFormField[] = [
  { name: 'attributes.borderRadius', label: 'Corner radius', hint: 'A length such as 8px.' },
  { name: 'attributes.boxShadow', label: 'Card shadow', hint: 'A box shadow such as 0 1px 3px #0b2f6b26.' },
  { name: 'typography.body', label: 'Body font', hint: 'Font family names, such as Inter, system-ui.' },
  { name: 'typography.headings', label: 'Headings font', hint: 'Font family names, such as Georgia, serif.' },
  { name: 'logo.navbar', label: 'Header logo', hint: 'A site path such as /cms/files/…; shown 48 by 24 px.' },
  { name: 'logo.default', label: 'Logo', hint: 'A site path or https:// address.' },
  { name: 'logo.white', label: 'Logo on dark backgrounds', hint: 'A site path or https:// address.' },
  { name: 'meta.favicon', label: 'Browser tab icon', hint: 'A site path.' },
  { name: 'meta.appleTouch', label: 'Home screen icon', hint: 'A site path.' },
  { name: 'meta.ogImage', label: 'Sharing picture', hint: 'A site path.' },
  { name: 'motif.type', label: 'Motif type', hint: 'none, or a name such as balls.' },
  { name: 'motif.settings.source', label: 'Motif picture', hint: 'A site path; drawn behind the header.' },
  { name: 'motif.settings.size', label: 'Motif size', hint: 'auto, contain, cover or a length.' },
];
export const themeChecks = [
  { name: 'motif.enabled', label: 'Show the motif' },
  { name: 'motif.settings.preload', label: 'Fetch the motif early' },
  { name: 'motif.settings.flipHorizontal', label: 'Flip the motif left to right' },
  { name: 'motif.settings.flipVertical', label: 'Flip the motif upside down' },
] as const;
export const motifAlignments = ['left', 'center', 'right'] as const;

/** The value at a dotted path of the theme. */
export function themeValueOf(theme: object, path: string): unknown {
  let at: unknown = theme;
  for (const part of path.split('.'))
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  return at;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let at = target;
  for (const part of parts) {
    const next = at[part];
    at[part] = next && typeof next === 'object' ? { ...(next as Record<string, unknown>) } : {};
    at = at[part] as Record<string, unknown>;
  }
  at[last] = value;
}

/** The form over the current theme: the theme's fields to save (the server checks them all). */
export function readThemeForm(form: FormData, current: ThemeFields): Record<string, unknown> {
  const theme: Record<string, unknown> = structuredClone(current) as unknown as Record<string, unknown>;
  for (const name of themeColourNames)
    setPath(theme, `colors.${name}`, String(form.get(`colors.${name}`) ?? '').trim());
  for (const f of themeTextFields) setPath(theme, f.name, String(form.get(f.name) ?? '').trim());
  const flags = new Set(form.getAll('motifFlags').map(String));
  for (const c of themeChecks) setPath(theme, c.name, flags.has(c.name));
  setPath(theme, 'motif.settings.alignment', String(form.get('motif.settings.alignment') ?? ''));
  return theme;
}
