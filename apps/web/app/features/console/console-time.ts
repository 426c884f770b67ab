/** A moment as the console shows it: medium date and short time on the shop's clock (AEST). */
export function consoleTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Australia/Brisbane',
  }).format(new Date(iso));
}
