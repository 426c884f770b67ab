import { CMS_MAX_LIMIT, DEFAULT_PAGE_SIZE } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import { type CollectionName, collections, fieldNamesOf } from './content-collections';

/** The filter operators answered, in Directus's spelling. */
const operators = ['_eq', '_neq', '_in', '_nin', '_contains', '_null', '_nnull'] as const;
export type FilterOperator = (typeof operators)[number];

export interface FieldFilter {
  field: string;
  op: FilterOperator;
  /** The values compared with (one for _eq, _neq, _contains; several for _in and _nin; none for _null). */
  values: string[];
}

export interface ItemsQuery {
  filters: FieldFilter[];
  limit: number;
  offset: number;
  /** A field, with '-' before it for descending. */
  sort: { field: string; descending: boolean };
  /** The fields to answer; null for all. */
  fields: string[] | null;
  /** Whether the answer carries pageInfo (Directus's meta=total_count|filter_count|*). */
  meta: boolean;
  /** A kept version asked for (GET /items/{collection}/{id}?version=). */
  version: number | null;
}

const MAX_VALUE = 500;
const MAX_FILTERS = 10;

function refuse(target: string, message: string): AppError {
  return new AppError('validation_failed', { message, errors: [{ target, code: 'invalid', message }] });
}

/** publish_date and publishDate name the same field: answers are camelCase, Directus's queries snake_case. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function knownField(collection: CollectionName, raw: string, target: string): string {
  const name = camel(raw);
  if (!fieldNamesOf(collection).has(name)) {
    throw refuse(target, `The ${collection} collection has no field ${JSON.stringify(raw.slice(0, 60))}.`);
  }
  return name;
}

function whole(raw: string | null, target: string, min: number, max: number, fallback: number): number {
  if (raw === null) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw refuse(target, `${target} must be a whole number from ${min} to ${max}.`);
  }
  return Number(raw);
}

/**
 * The query of a GET /items call, read from the url as sent (brackets kept): `filter[field][_op]=`,
 * `limit`, `offset`, `sort`, `fields`, `meta`, `version`. A field the collection does not have,
 * an unknown operator or parameter is a 400 (issue 28, bad input).
 */
export function parseItemsQuery(collection: CollectionName, url: string): ItemsQuery {
  const q = url.indexOf('?');
  const params = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  const query: ItemsQuery = {
    filters: [],
    limit: whole(params.get('limit'), 'limit', 1, CMS_MAX_LIMIT, DEFAULT_PAGE_SIZE),
    offset: whole(params.get('offset'), 'offset', 0, 100_000, 0),
    sort: { field: 'id', descending: false },
    fields: null,
    meta: false,
    version: params.has('version') ? whole(params.get('version'), 'version', 1, 1_000_000, 1) : null,
  };
  const sort = params.get('sort') ?? collections[collection].defaultSort;
  const descending = sort.startsWith('-');
  query.sort = { field: knownField(collection, descending ? sort.slice(1) : sort, 'sort'), descending };
  const fields = params.get('fields');
  if (fields !== null && fields !== '*') {
    query.fields = fields.split(',').map((f) => knownField(collection, f.trim(), 'fields'));
  }
  const meta = params.get('meta');
  if (meta !== null) {
    if (!['total_count', 'filter_count', '*'].includes(meta)) {
      throw refuse('meta', 'meta must be total_count, filter_count or *.');
    }
    query.meta = true;
  }
  for (const [name, value] of params) {
    if (['limit', 'offset', 'sort', 'fields', 'meta', 'version', 'clear_cache'].includes(name)) continue;
    const m = /^filter\[([A-Za-z_]{1,60})\]\[(_[a-z]{1,10})\]$/.exec(name);
    if (!m) throw refuse(name.slice(0, 60), `${JSON.stringify(name.slice(0, 60))} is not a parameter of this call.`);
    const field = knownField(collection, m[1] as string, name);
    const op = m[2] as FilterOperator;
    if (!operators.includes(op)) throw refuse(name, `The operator ${op} is not one of ${operators.join(', ')}.`);
    if (field === 'status') throw refuse(name, 'Only published items are shown; status cannot be filtered.');
    if (value.length > MAX_VALUE) throw refuse(name, `A filter value is at most ${MAX_VALUE} characters.`);
    const values = op === '_in' || op === '_nin' ? value.split(',') : op === '_null' || op === '_nnull' ? [] : [value];
    query.filters.push({ field, op, values });
    if (query.filters.length > MAX_FILTERS) throw refuse('filter', `At most ${MAX_FILTERS} filters.`);
  }
  return query;
}
