import { type AffiliateRow, CAMPAIGN_REPORT_DAYS, type CampaignRow, formatCount } from '@drawline/contracts';
import { MoneyBarChart } from '../bar-chart';
import type { ConsoleCampaignsData } from './campaigns.server';

/** What a count chart counts, in the singular and the plural. */
type CountUnit = readonly [one: string, many: string];
const signUpUnit: CountUnit = ['sign-up', 'sign-ups'];
const orderUnit: CountUnit = ['order', 'orders'];

/** A horizontal bar chart of counts, laid out as the money chart is (console.css). */
function CountBarChart({
  title,
  rows,
  unit = signUpUnit,
}: {
  title: string;
  rows: { label: string; value: number }[];
  unit?: CountUnit;
}) {
  if (!rows.some((r) => r.value > 0)) return <p className="console-empty">No {unit[1]} in this period.</p>;
  const max = Math.max(...rows.map((r) => r.value), 1);
  return (
    <figure className="console-chart">
      <figcaption className="visually-hidden">{title}</figcaption>
      <ul className="console-chart-rows">
        {rows.map((r) => (
          <li key={r.label} className="console-chart-row">
            <span className="console-chart-label">{r.label}</span>
            <svg className="console-chart-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
              <rect
                x={0}
                y={0}
                width={Math.max((r.value / max) * 100, r.value ? 1 : 0)}
                height={10}
                className="console-chart-bar"
              />
            </svg>
            <span className="console-chart-value">
              {formatCount(r.value)} {r.value === 1 ? unit[0] : unit[1]}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Breakdown({ heading, id, rows }: { heading: string; id: string; rows: CampaignRow[] }) {
  const sales = rows.flatMap((r) =>
    r.sales.map((value) => ({ label: r.sales.length > 1 ? `${r.label} (${value.currency})` : r.label, value })),
  );
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <h3>Sign-ups</h3>
      <CountBarChart
        title={`Sign-ups ${heading.toLowerCase()}`}
        rows={rows.map((r) => ({ label: r.label, value: r.signUps }))}
      />
      <h3>Sales</h3>
      <MoneyBarChart title={`Sales ${heading.toLowerCase()}`} rows={sales} />
    </section>
  );
}

/** Paid orders by the affiliate code their cart carried (decision 486): how many, and what they came to. */
function ByAffiliate({ rows }: { rows: AffiliateRow[] }) {
  const sales = rows.flatMap((r) =>
    r.sales.map((value) => ({ label: r.sales.length > 1 ? `${r.code} (${value.currency})` : r.code, value })),
  );
  return (
    <section aria-labelledby="campaigns-by-affiliate">
      <h2 id="campaigns-by-affiliate">By affiliate code</h2>
      {rows.length ? (
        <>
          <h3>Orders</h3>
          <CountBarChart
            title="Orders by affiliate code"
            rows={rows.map((r) => ({ label: r.code, value: r.orders }))}
            unit={orderUnit}
          />
          <h3>Sales</h3>
          <MoneyBarChart title="Sales by affiliate code" rows={sales} />
        </>
      ) : (
        <p className="console-empty">No orders came through an affiliate link in this period.</p>
      )}
    </section>
  );
}

/**
 * Campaigns (docs/decisions/447, 486): customers whose visit analytics attributed to a campaign or
 * source (first touch, with their consent), their sign-ups and their paid orders, last 30 days.
 */
export function CampaignsPage({ byCampaign, bySource, byAffiliate }: ConsoleCampaignsData) {
  return (
    <>
      <h1>Campaigns</h1>
      <p>
        Customers who arrived from a campaign link and allowed analytics cookies, over the last {CAMPAIGN_REPORT_DAYS}{' '}
        days: how many signed up and what the paid orders of those visits came to, and the paid orders that came through
        an affiliate link.
      </p>
      {byCampaign.length ? (
        <>
          <Breakdown heading="By campaign" id="campaigns-by-campaign" rows={byCampaign} />
          <Breakdown heading="By source" id="campaigns-by-source" rows={bySource} />
        </>
      ) : (
        <p className="console-empty">No attributed visits in this period.</p>
      )}
      <ByAffiliate rows={byAffiliate} />
    </>
  );
}
