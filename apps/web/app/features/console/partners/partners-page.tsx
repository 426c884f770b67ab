import { type ConsolePartner, type ConsolePartners, formatMoney } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, ChoiceField, Field } from '../console-form';
import { ConsoleTable } from '../console-table';

const channelsOf = (p: ConsolePartner) =>
  p.channels.map((c) => (c.enabled ? c.channelKey : `${c.channelKey} (off)`)).join(', ') || '–';

/**
 * The console's partners (decision 473): the sales per partner and channel for administrators and
 * finance; the partners and their channels, and the form that makes or changes one, for administrators.
 */
export function PartnersPage({
  page,
  canManage,
  answer,
}: {
  page: ConsolePartners;
  canManage: boolean;
  answer?: ActionAnswer;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Partners</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Sales per partner and channel (bought orders)"
        rows={page.sales}
        rowKey={(s) => `${s.partnerSlug}|${s.channelKey}|${s.amount.currency}`}
        empty="No partner sales yet."
        columns={[
          { header: 'Partner', cell: (s) => s.partnerName },
          { header: 'Channel', cell: (s) => <code>{s.channelKey}</code> },
          { header: 'Orders', cell: (s) => s.orders },
          { header: 'Sales', cell: (s) => formatMoney(s.amount) },
        ]}
      />
      <ConsoleTable
        caption="Partners and their channels"
        rows={page.partners}
        rowKey={(p) => p.slug}
        columns={[
          { header: 'Name', cell: (p) => p.name },
          { header: 'Page', cell: (p) => <code>/purchase/{p.slug}</code> },
          { header: 'Key', cell: (p) => <code>{p.key}</code> },
          { header: 'Channels', cell: channelsOf },
          { header: 'State', cell: (p) => (p.enabled ? 'On' : 'Off') },
        ]}
      />
      {canManage ? (
        <Form method="post" className="console-form">
          <h2>Add or change a partner</h2>
          <p>A partner is changed by its page name (slug). Channels not listed are turned off, never deleted.</p>
          <Field id="partner-slug" name="slug" label="Page name (slug)" required pattern="[A-Za-z0-9_\-]{1,64}" />
          <Field
            id="partner-key"
            name="key"
            label="Key (what its calls name)"
            required
            pattern="[A-Za-z0-9_\-]{1,64}"
          />
          <Field id="partner-name" name="name" label="Name (customers read it)" required maxLength={100} />
          <Field id="partner-channels" name="channels" label="Channels, separated by commas" required />
          <ChoiceField
            id="partner-enabled"
            legend="Selling"
            type="checkbox"
            name="enabled"
            options={[{ value: 'true', label: 'On: its pages sell' }]}
            checked={['true']}
          />
          <button type="submit" className="console-button" disabled={busy}>
            Save partner
          </button>
        </Form>
      ) : null}
    </>
  );
}
