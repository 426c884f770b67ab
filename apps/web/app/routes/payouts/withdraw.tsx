import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { BankAccountsSection, DonateForm, RecentWithdrawals, WithdrawForm } from '../../features/payouts';
import { loadWithdrawPage, withdrawPageAction } from '../../features/payouts/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/withdraw';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Withdraw', matches) }];
}

/** /my-account/withdraw: withdrawable funds, the withdraw form, bank accounts, recent withdrawals. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, headers } = await loadWithdrawPage(request, context);
  return data(page, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return withdrawPageAction(request, context);
}

export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const withdraw = actionData?.intent === 'withdraw' ? actionData : null;
  const add = actionData?.intent === 'add-bank-account' ? actionData : null;
  const donate = actionData?.intent === 'donate' ? actionData : null;
  return (
    <AccountFrame
      title="Withdraw"
      lead={
        loaderData.donationCauses.length
          ? 'Take money from your account to your bank account or PayID, or give it to a cause.'
          : 'Take money from your account to your bank account or PayID.'
      }
    >
      <WithdrawForm
        withdrawable={loaderData.withdrawable}
        bankAccounts={loaderData.bankAccounts}
        // A refused attempt's answer holds the next attempt's key.
        idempotencyKey={withdraw?.idempotencyKey ?? loaderData.idempotencyKey}
        errors={withdraw?.errors}
        values={withdraw?.values}
        needsCode={Boolean(withdraw?.elevation)}
        verifyFirst={loaderData.verifyFirst}
      />
      <DonateForm
        causes={loaderData.donationCauses}
        withdrawable={loaderData.withdrawable}
        idempotencyKey={donate?.idempotencyKey ?? loaderData.donateKey}
        errors={donate?.errors}
        values={donate?.values}
        needsCode={Boolean(donate?.elevation)}
        verifyFirst={loaderData.verifyFirst}
      />
      <BankAccountsSection
        bankAccounts={loaderData.bankAccounts}
        newAccountWaitHours={loaderData.newAccountWaitHours}
        payPal={loaderData.payPal}
        wise={loaderData.wise}
        errors={add?.errors}
        values={add?.ok ? undefined : add?.values}
        added={add?.ok}
        needsCode={Boolean(add?.elevation)}
        // A new form after an account is added: the key changes with each answer.
        key={add?.ok ? add.idempotencyKey : 'bank-account-form'}
      />
      <RecentWithdrawals withdrawals={loaderData.withdrawals} />
    </AccountFrame>
  );
}
