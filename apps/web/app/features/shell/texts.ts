import { type Translation, type TranslationType, translationValueSchemas } from '@drawline/contracts';
import { useRouteLoaderData } from 'react-router';

/**
 * The storefront's texts from the CMS translations (2-shopping.md §3 Translation, decision 463): the
 * visitor's locale's texts of these contexts come with the shell; a page shows a text when the CMS has
 * one and its own wording otherwise (missing translations are tolerated silently, 1-platform.md §8).
 * Markdown arrives as the server's sanitised HTML (decision 411).
 */
export const STOREFRONT_TEXT_CONTEXTS = ['common', 'home', 'blog'] as const;

export interface ShellText {
  type: TranslationType;
  value: unknown;
  /** A markdown text's sanitised HTML. */
  html?: string;
}
/** Texts by `context.key`. */
export type ShellTexts = Record<string, ShellText>;

/**
 * The answer by `context.key`, each value checked by its type; one that does not fit is left out and
 * logged (a translation error other than a missing one, 1-platform.md §8).
 */
export function textsOf(list: Translation[], log: (message: string) => void = console.error): ShellTexts {
  const texts: ShellTexts = {};
  for (const t of list) {
    if (!translationValueSchemas[t.type].safeParse(t.value).success) {
      log(`The ${t.type} translation ${t.context}.${t.key} does not fit its type; the page keeps its own text.`);
      continue;
    }
    texts[`${t.context}.${t.key}`] = {
      type: t.type,
      value: t.value,
      ...(t.html !== undefined ? { html: t.html } : {}),
    };
  }
  return texts;
}

const BLOCK = /<(p|h[1-6]|ul|ol|li|blockquote|pre|table|hr|div)[\s>/]/i;
/** A single paragraph's HTML without its <p>, to sit inside a line; null when it holds more than a line. */
function inlineOf(html: string): string | null {
  const m = /^\s*<p>([\s\S]*?)<\/p>\s*$/.exec(html);
  const inner = m?.[1] ?? html;
  return BLOCK.test(inner) ? null : inner;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Fills `{{name}}` in a markdown text's HTML with escaped string values. A value that is not a string
 * throws while developing and renders nothing in production (2-shopping.md §8).
 */
export function interpolate(html: string, values: Record<string, unknown>, dev: boolean): string | null {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string') {
      if (dev) throw new Error(`The markdown translation's value ${name} is not a string.`);
      return null;
    }
  }
  return html.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (all, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name] as string) : all,
  );
}

export interface TextsView {
  /** A plain text, or the page's own. */
  plain(id: string, own: string): string;
  /** A markdown text's sanitised HTML as one line (its <p> dropped), with its values filled; null for none or more than a line. */
  inlineHtml(id: string, values?: Record<string, unknown>): string | null;
  /** A page's title and description, or null. */
  seo(id: string): { title: string; description: string } | null;
}

export function textsView(texts: ShellTexts | undefined, dev = import.meta.env?.DEV === true): TextsView {
  const of = (id: string, type: TranslationType) => {
    const t = texts && Object.hasOwn(texts, id) ? texts[id] : undefined;
    return t?.type === type ? t : undefined;
  };
  return {
    plain: (id, own) => {
      const value = of(id, 'plain')?.value;
      return typeof value === 'string' && value.trim() !== '' ? value : own;
    },
    inlineHtml: (id, values = {}) => {
      const html = of(id, 'markdown')?.html;
      const inline = html ? inlineOf(html) : null;
      return inline ? interpolate(inline, values, dev) : null;
    },
    seo: (id) => (of(id, 'seo')?.value as { title: string; description: string } | undefined) ?? null,
  };
}

/** The texts the root loader read for this visitor's locale. */
export function useTexts(): TextsView {
  const root = useRouteLoaderData('root') as { texts?: ShellTexts } | undefined;
  return textsView(root?.texts);
}

/** The texts from a meta function's matches (the root's data). */
export function textsOfMatches(matches: readonly unknown[]): TextsView {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === 'root') as
    | { data?: { texts?: ShellTexts } }
    | undefined;
  return textsView(root?.data?.texts);
}
