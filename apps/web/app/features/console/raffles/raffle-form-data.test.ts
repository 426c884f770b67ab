import { describe, expect, it } from 'vitest';
import { aestInputOf, raffleFormStateOf, readRaffleForm } from './raffle-form-data';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

const good: [string, string][] = [
  ['name', 'Spring Home Raffle'],
  ['description', 'Win a spring home and help children.'],
  ['picture', 'prize-home'],
  ['causeKeys', 'childrens_hospital'],
  ['ticketPrice', '10'],
  ['ticketCap', '100'],
  ['bundles.0.tickets', ''],
  ['bundles.0.price', ''],
  ['bundles.1.tickets', '5'],
  ['bundles.1.price', '40.00'],
  ['prizes.0.name', 'A home'],
  ['prizes.0.value', '900000'],
  ['prizes.0.quantity', '1'],
  ['prizes.1.name', ''],
  ['prizes.1.value', ''],
  ['prizes.1.quantity', '1'],
  ['prizes.2.name', 'Gift card'],
  ['prizes.2.value', '0'],
  ['prizes.2.quantity', '2'],
  ['stopDate', '2030-01-10T18:00'],
  ['drawDate', '2030-01-11T11:00'],
];

describe('readRaffleForm', () => {
  it('reads dollars as cents, AEST times as instants, leaves blank rows out and points errors at the rows typed', () => {
    const read = readRaffleForm(form(good));
    // The third prize row is worth nothing: the schema refuses it, named by its row in the form.
    expect(read.request).toBeNull();
    expect(read.errors).toEqual({ 'prizes.2.value': 'The prize value must be more than zero' });
    const fixed = readRaffleForm(form(good.map(([k, v]) => [k, k === 'prizes.2.value' ? '50' : v])));
    expect(fixed.errors).toEqual({});
    expect(fixed.request).toMatchObject({
      ticketPrice: 1_000,
      ticketCap: 100,
      bundles: [{ tickets: 5, price: 4_000 }],
      prizes: [
        { name: 'A home', value: 90_000_000, quantity: 1 },
        { name: 'Gift card', value: 5_000, quantity: 2 },
      ],
    });
    expect(new Date(fixed.request?.stopDate ?? '').toISOString()).toBe('2030-01-10T08:00:00.000Z');
    expect(fixed.rows.prizes).toEqual([0, 2]);
  });

  it('names a schema refusal of a row by the row typed', () => {
    const read = readRaffleForm(
      form(good.map(([k, v]) => [k, k === 'bundles.1.price' ? '60' : k === 'prizes.2.value' ? '5' : v])),
    );
    expect(read.errors['bundles.1.price']).toMatch(/no more than its tickets/);
  });

  it('shows a saved raffle in dollars and AEST', () => {
    const state = raffleFormStateOf({
      name: 'R',
      description: 'A raffle',
      picture: 'cash',
      causeKeys: ['a'],
      ticketPrice: 550,
      ticketCap: 10,
      bundles: [],
      prizes: [{ name: 'P', description: '', value: 100, quantity: 1 }],
      stopDate: '2030-01-10T08:00:00.000Z',
      drawDate: '2030-01-10T08:00:00.000Z',
    });
    expect(state.values).toMatchObject({ ticketPrice: '5.50', 'prizes.0.value': '1.00', stopDate: '2030-01-10T18:00' });
    expect(aestInputOf('2030-01-10T08:00:00.000Z')).toBe('2030-01-10T18:00');
  });
});
