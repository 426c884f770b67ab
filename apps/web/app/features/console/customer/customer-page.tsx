import { useNavigation } from 'react-router';
import { ActionOutcome } from '../console-form';
import { CustomerLottoPartySection } from '../lotto-party/lotto-party-pages';
import type { ConsoleCustomerData, CustomerAnswer } from './customer.server';
import { CustomerDetails } from './customer-details';
import { CorrectionForm, LockForm, VerificationForm } from './customer-forms';
import { CorrectionsTable, LimitsSection, NotesSection, TicketTable, TransactionsTable } from './customer-records';
import { RecurringSection } from './customer-recurring';

/**
 * A customer as support sees them (docs/decisions/232): who they are, what this member may do
 * (lock, correct the balance, record an identity check, add a note), then their records.
 */
export function CustomerPage({
  profile,
  mayCorrect,
  mayLock,
  mayVerify,
  mayNote,
  correctionKey,
  lottoPartyGroups,
  answer,
}: ConsoleCustomerData & { answer?: CustomerAnswer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <CustomerDetails profile={profile} />
      <ActionOutcome error={answer?.error} done={answer?.done} />
      {mayLock ? <LockForm customer={profile.customer} /> : null}
      {mayCorrect ? (
        <CorrectionForm currency={profile.funds.balance.currency} correctionKey={correctionKey} busy={busy} />
      ) : null}
      {mayVerify ? <VerificationForm verification={profile.verification} busy={busy} /> : null}
      <NotesSection notes={profile.notes} mayNote={mayNote} busy={busy} />
      <CorrectionsTable corrections={profile.corrections} />
      <LimitsSection limits={profile.limits} />
      <TicketTable caption="Upcoming tickets" tickets={profile.upcomingTickets} />
      <TicketTable caption="Past tickets" tickets={profile.pastTickets} />
      <TransactionsTable transactions={profile.transactions} />
      <RecurringSection recurring={profile.recurring} />
      {lottoPartyGroups ? <CustomerLottoPartySection groups={lottoPartyGroups} /> : null}
    </>
  );
}
