import type { ConsoleGiveawayStatus, EntryStatus, GiveawayType } from '@drawline/contracts';

/** The Daily Winners states in the operators' words. */
export const giveawayWords = {
  type: {
    daily: 'Daily',
    major: 'Major',
    monthly: 'Monthly',
    preview: 'Preview',
    special: 'Special',
  } satisfies Record<GiveawayType, string>,
  status: {
    scheduled: 'Not open yet',
    open: 'Open for entries',
    closed: 'Closed: the job draws it next',
    drawn: 'Drawn',
  } satisfies Record<ConsoleGiveawayStatus, string>,
  entry: { locked: 'Locked', unlocked: 'Unlocked', guaranteed: 'Guaranteed' } satisfies Record<EntryStatus, string>,
  payout: { paid: 'Paid to the wallet', to_fulfil: 'Goods to send' } satisfies Record<'paid' | 'to_fulfil', string>,
};
