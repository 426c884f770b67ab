import {
  type AutosessionStatus,
  type ConsoleCustomerGroup,
  formatMoney,
  type LottoPartySessionStatus,
  type PublicityStatus,
} from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import type {
  ConsoleLottoPartyData,
  ConsoleLottoPartyGroupData,
  ConsoleLottoPartyMoneyData,
} from './lotto-party.server';

/** The lotto party's states in the operators' words. */
export const partyWords = {
  session: {
    open: 'Selling shares',
    closed: 'Stopped: games to buy',
    paid: 'Games bought',
    cancelled: 'Cancelled: nothing sold',
  } satisfies Record<LottoPartySessionStatus, string>,
  autosession: { on: 'On', paused: 'Paused', off: 'Off' } satisfies Record<AutosessionStatus, string>,
  publicity: { private: 'Private', public: 'Public', promoted: 'Promoted' } satisfies Record<PublicityStatus, string>,
};

const groupLink = (groupId: string, name: string, linked: boolean) =>
  linked ? <Link to={`/console/lotto-party/groups/${encodeURIComponent(groupId)}`}>{name}</Link> : name;

/** Every group (decision 424): a content editor hides an offensive name; support opens a group's sessions. */
export function LottoPartyGroupsPage({
  groups,
  mayHide,
  maySessions,
  answer,
}: ConsoleLottoPartyData & { answer?: ActionAnswer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Lotto party groups</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption={`The ${groups.length} newest groups, hidden and private ones too`}
        className="console-table--cards"
        labelled
        rows={groups}
        rowKey={(g) => g.groupId}
        columns={[
          { header: 'Group', rowHeader: true, cell: (g) => groupLink(g.groupId, g.groupName, maySessions) },
          { header: 'Shown as', cell: (g) => partyWords.publicity[g.publicityStatus] },
          { header: 'Members', cell: (g) => g.members },
          { header: 'Sessions', cell: (g) => g.sessions },
          { header: 'Organiser', cell: (g) => <Link to={`/console/customers/${g.organiserId}`}>{g.organiserId}</Link> },
          { header: 'Made', cell: (g) => when(g.createdAt) },
          {
            header: 'Name',
            cell: (g) =>
              mayHide ? (
                <Form method="post">
                  <input type="hidden" name="groupId" value={g.groupId} />
                  <button
                    type="submit"
                    name="intent"
                    value={g.hidden ? 'show' : 'hide'}
                    className="console-button console-button--quiet"
                    disabled={busy}
                  >
                    {g.hidden ? `Show ${g.groupName}` : `Hide ${g.groupName}`}
                  </button>
                </Form>
              ) : g.hidden ? (
                'Hidden'
              ) : (
                'Shown'
              ),
          },
        ]}
      />
    </>
  );
}

/** A group's sessions for support: price, shares, state and the money that went back. */
export function LottoPartyGroupPage({ groupId, sessions }: ConsoleLottoPartyGroupData) {
  return (
    <>
      <p>
        <Link to="/console/lotto-party">All groups</Link>
      </p>
      <h1>Sessions of group {groupId}</h1>
      <ConsoleTable
        caption="The group's sessions, newest first"
        className="console-table--cards"
        labelled
        rows={sessions}
        rowKey={(s) => s.sessionId}
        columns={[
          { header: 'Session', rowHeader: true, cell: (s) => <code>{s.sessionId}</code> },
          { header: 'Draw', cell: (s) => `${s.productOfferKey} ${s.drawId}` },
          { header: 'State', cell: (s) => partyWords.session[s.status] },
          { header: 'Share price', cell: (s) => formatMoney(s.sharePrice) },
          { header: 'Shares sold', cell: (s) => `${s.sharesSold} of ${s.sharesTotal}` },
          { header: 'Games bought', cell: (s) => s.gamesBought },
          { header: 'Refunded', cell: (s) => formatMoney(s.refunded) },
          { header: 'Autosession', cell: (s) => partyWords.autosession[s.autosessionStatus] },
          { header: 'Sales stop', cell: (s) => when(s.stopAt) },
        ]}
      />
    </>
  );
}

/** The sessions that gave money back or stopped with shares left, with their amounts (decision 459). */
export function LottoPartyMoneyPage({ sessions }: ConsoleLottoPartyMoneyData) {
  return (
    <>
      <h1>Lotto party refunds</h1>
      <p>Sessions that refunded their members or stopped selling with shares left, the latest stop first.</p>
      <ConsoleTable
        caption="Refunded or partly sold sessions"
        className="console-table--cards"
        labelled
        rows={sessions}
        rowKey={(s) => s.sessionId}
        columns={[
          { header: 'Group', rowHeader: true, cell: (s) => s.groupName },
          { header: 'Draw', cell: (s) => `${s.productOfferKey} ${s.drawId}` },
          { header: 'State', cell: (s) => partyWords.session[s.status] },
          { header: 'Shares sold', cell: (s) => `${s.sharesSold} of ${s.sharesTotal}` },
          { header: 'Paid by members', cell: (s) => formatMoney(s.paid) },
          { header: 'Spent on games', cell: (s) => formatMoney(s.spent) },
          { header: 'Refunded', cell: (s) => formatMoney(s.refunded) },
          { header: 'Sales stopped', cell: (s) => when(s.stopAt) },
        ]}
      />
    </>
  );
}

/** The customer's groups on their console page, for support (decision 459). */
export function CustomerLottoPartySection({ groups }: { groups: ConsoleCustomerGroup[] }) {
  return (
    <ConsoleTable
      caption="Lotto party groups"
      className="console-table--cards"
      labelled
      rows={groups}
      rowKey={(g) => g.groupId}
      columns={[
        { header: 'Group', rowHeader: true, cell: (g) => groupLink(g.groupId, g.groupName, true) },
        { header: 'Role', cell: (g) => (g.role === 'organiser' ? 'Organiser' : 'Member') },
        { header: 'Sessions', cell: (g) => g.sessions },
        { header: 'Shares bought', cell: (g) => g.sharesBought },
        { header: 'Paid', cell: (g) => formatMoney(g.paid) },
        { header: 'Refunded', cell: (g) => formatMoney(g.refunded) },
        { header: 'Name', cell: (g) => (g.hidden ? 'Hidden' : 'Shown') },
      ]}
    />
  );
}
