/**
 * A staff-typed amount in the currency's main unit ("250", "-12.50") as signed minor units, or
 * null when it is not one: at most two decimals, never zero.
 */
export function minorUnitsOf(typed: string): number | null {
  const match = /^\s*([+-])?\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(typed);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return null;
  return sign === '-' ? -cents : cents;
}
