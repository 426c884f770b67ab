import { formatMoney } from '@drawline/contracts';

/** A raffle's moment as its pages show it: the shop's clock (AEST). */
export const raffleTime = (iso: string) => new Date(iso).toLocaleString('en-AU', { timeZone: 'Australia/Brisbane' });

/** An amount of a raffle's (the console's raffles are sold in AUD). */
export const aud = (amount: number) => formatMoney({ amount, currency: 'AUD' });
