import { setAccountUpgradeRequired } from '../modules/identity';
import { CliUsageError, required, type StaffCommand } from './staff-commands';

/**
 * Support's customer commands: `customers ask-upgrade --email <email>` asks the customer to
 * complete their details before buying again (decision 469); `--withdraw` takes the ask back.
 * The change and its audit row commit together.
 */
export const customerCommands: StaffCommand[] = [
  {
    name: 'customers ask-upgrade',
    summary: 'Ask a customer to complete their phone and address before buying (--email; --withdraw takes it back)',
    options: { email: { type: 'string' }, withdraw: { type: 'boolean' } },
    roles: ['support'],
    async run(ctx, values, actor) {
      const email = required(values, 'email');
      const wanted = values.withdraw !== true;
      const changed = await ctx.db.transaction(async (tx) => {
        const set = await setAccountUpgradeRequired(tx, { email, required: wanted, now: ctx.clock.now() });
        if (!set) return null;
        await ctx.audit.recordAudit(tx, {
          actor: actor!,
          action: wanted ? 'customer.account_upgrade.ask' : 'customer.account_upgrade.withdraw',
          subjectType: 'customer',
          subjectId: set.customerId,
          before: { accountUpgrade: set.before },
          after: { accountUpgrade: set.after },
        });
        return set;
      });
      if (!changed) throw new CliUsageError('No open account has that email.');
      ctx.out(
        wanted
          ? `${changed.customerId} is asked to complete their details before buying.`
          : `${changed.customerId} is no longer asked to complete their details.`,
      );
    },
  },
];
