import {
  type ConsoleRaffle,
  checkForm,
  RAFFLE_MAX_BUNDLES,
  RAFFLE_MAX_PRIZES,
  type RaffleRequest,
  raffleRequestSchema,
} from '@drawline/contracts';
import { minorUnitsOf } from '../money-input';

/**
 * The raffle form's fields as the staff API names them (camelCase, rows as `prizes.0.value`), read
 * back into a request checked by the one schema the API checks (docs/decisions/266). Money is
 * typed in dollars, times in the shop's time (AEST, UTC+10).
 */
export type RaffleFormValues = Record<string, string>;
export interface RaffleFormState {
  values: RaffleFormValues;
  causeKeys: string[];
}

const AEST_MS = 10 * 3_600_000;
/** An instant as a datetime-local value in AEST. */
export const aestInputOf = (iso: string) => new Date(Date.parse(iso) + AEST_MS).toISOString().slice(0, 16);
/** A datetime-local value typed in AEST as an instant. */
const instantOf = (local: string) => (local ? `${local}:00+10:00` : '');
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Rows the form shows: the filled ones and one or two blank ones to add. */
export const prizeRowsOf = (values: RaffleFormValues) =>
  Math.min(RAFFLE_MAX_PRIZES, Math.max(3, rowCount(values, 'prizes') + 1));
export const bundleRowsOf = (values: RaffleFormValues) =>
  Math.min(RAFFLE_MAX_BUNDLES, Math.max(2, rowCount(values, 'bundles') + 1));
function rowCount(values: RaffleFormValues, list: string): number {
  let n = 0;
  for (const name of Object.keys(values)) {
    const m = new RegExp(`^${list}\\.(\\d+)\\.`).exec(name);
    if (m && Object.entries(values).some(([k, v]) => k.startsWith(`${list}.${m[1]}.`) && v)) {
      n = Math.max(n, Number(m[1]) + 1);
    }
  }
  return n;
}

/** The form's values of a saved raffle. */
export function raffleFormStateOf(raffle: RaffleRequest): RaffleFormState {
  const values: RaffleFormValues = {
    name: raffle.name,
    description: raffle.description,
    picture: raffle.picture,
    ticketPrice: dollars(raffle.ticketPrice),
    ticketCap: String(raffle.ticketCap),
    stopDate: aestInputOf(raffle.stopDate),
    drawDate: aestInputOf(raffle.drawDate),
  };
  raffle.prizes.forEach((p, i) => {
    values[`prizes.${i}.name`] = p.name;
    values[`prizes.${i}.description`] = p.description;
    values[`prizes.${i}.value`] = dollars(p.value);
    values[`prizes.${i}.quantity`] = String(p.quantity);
  });
  raffle.bundles.forEach((b, i) => {
    values[`bundles.${i}.tickets`] = String(b.tickets);
    values[`bundles.${i}.price`] = dollars(b.price);
  });
  return { values, causeKeys: raffle.causeKeys };
}

export const savedRaffleState = (r: ConsoleRaffle) => raffleFormStateOf(r.raffle);

/**
 * Reads the posted form: the values to show again, the request when it passes the schema, and
 * the field errors (by input name) when not. Blank rows are left out; errors of the rows sent
 * point back at the rows typed.
 */
export function readRaffleForm(form: FormData): RaffleFormState & {
  request: RaffleRequest | null;
  errors: Record<string, string>;
  /** Row numbers of the request's prizes and bundles in the form, to point the API's errors back. */
  rows: { prizes: number[]; bundles: number[] };
} {
  const values: RaffleFormValues = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string' && k !== 'causeKeys') values[k] = v.trim();
  const causeKeys = form.getAll('causeKeys').filter((v): v is string => typeof v === 'string');
  const errors: Record<string, string> = {};
  const money = (name: string): number | undefined => {
    const typed = values[name] ?? '';
    if (!typed) return undefined;
    // Zero is an amount: the schema then says why it is refused.
    if (/^0+(\.0{1,2})?$/.test(typed)) return 0;
    const cents = minorUnitsOf(typed);
    if (cents === null || cents < 0) {
      errors[name] = 'Enter an amount such as 5.00';
      return undefined;
    }
    return cents;
  };
  const filled = (list: string, fields: string[], max: number) =>
    Array.from({ length: max }, (_, i) => i).filter((i) => fields.some((f) => values[`${list}.${i}.${f}`]));
  const prizeRows = filled('prizes', ['name', 'value', 'description'], RAFFLE_MAX_PRIZES);
  const bundleRows = filled('bundles', ['tickets', 'price'], RAFFLE_MAX_BUNDLES);
  const body = {
    name: values.name ?? '',
    description: values.description ?? '',
    picture: values.picture ?? '',
    causeKeys,
    ticketPrice: money('ticketPrice'),
    ticketCap: values.ticketCap || undefined,
    bundles: bundleRows.map((i) => ({
      tickets: values[`bundles.${i}.tickets`] || undefined,
      price: money(`bundles.${i}.price`),
    })),
    prizes: prizeRows.map((i) => ({
      name: values[`prizes.${i}.name`] ?? '',
      description: values[`prizes.${i}.description`] ?? '',
      value: money(`prizes.${i}.value`),
      quantity: values[`prizes.${i}.quantity`] || 1,
    })),
    stopDate: instantOf(values.stopDate ?? ''),
    drawDate: instantOf(values.drawDate ?? ''),
  };
  const rows = { prizes: prizeRows, bundles: bundleRows };
  // Checked by the call's own schema (contracts `checkForm`); each message under its input's name.
  const checked = checkForm(raffleRequestSchema, body);
  for (const [path, message] of Object.entries(checked.errors ?? {})) {
    errors[fieldNameOf(path.split('.'), rows)] ??= message;
  }
  const ok = checked.data !== null && Object.keys(errors).length === 0;
  return { values, causeKeys, request: ok ? checked.data : null, errors, rows };
}

/** A request path (`prizes.1.value`) as the form's input name, its row number as typed. */
export function fieldNameOf(path: string[], rows: { prizes: number[]; bundles: number[] }): string {
  const [list, index, ...rest] = path;
  if ((list === 'prizes' || list === 'bundles') && index !== undefined && rest.length) {
    return [list, rows[list][Number(index)] ?? index, ...rest].join('.');
  }
  return path.join('.');
}
