import {
  type AffiliateRow,
  CAMPAIGN_REPORT_DAYS,
  type CampaignReport,
  type CampaignRow,
  type Money,
  toCurrency,
} from '@drawline/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { AnalyticsModule } from '../modules/analytics';
import { type AttributedSale, attributedSales } from '../modules/orders';

const DAY_MS = 86_400_000;

type Totals = Map<string, number>;

const add = (totals: Totals, currency: string, amount: number) =>
  totals.set(currency, (totals.get(currency) ?? 0) + amount);
const moneyOf = (totals: Totals): Money[] =>
  [...totals.entries()].map(([currency, amount]) => ({ amount, currency: toCurrency(currency) }));
const sumOf = (sales: Money[]) => sales.reduce((n, m) => n + m.amount, 0);

/**
 * The console's campaign report (decisions 447, 486): over the last 30 days, by campaign and by
 * source, the customers analytics saw sign up there (first touch) and the paid orders whose own
 * row kept that campaign or source at purchase; and the paid orders by the affiliate code their
 * cart's lines carried. Biggest sales first.
 */
export async function readCampaignReport(deps: {
  db: Db;
  clock: Clock;
  analytics: AnalyticsModule;
}): Promise<CampaignReport> {
  const from = new Date(deps.clock.now().getTime() - CAMPAIGN_REPORT_DAYS * DAY_MS);
  const [customers, sales] = await Promise.all([
    deps.analytics.attributedCustomers(from),
    attributedSales(deps.db, from),
  ]);
  const signUps = customers.filter((c) => c.signedUp);
  const attributed = sales.filter((s) => s.attributed);
  const group = (labelOf: (a: { campaign: string | null; source: string | null }) => string): CampaignRow[] => {
    const rows = new Map<string, { signUps: number; sales: Totals }>();
    const rowOf = (label: string) => {
      const row = rows.get(label) ?? { signUps: 0, sales: new Map() };
      rows.set(label, row);
      return row;
    };
    for (const c of signUps) rowOf(labelOf(c)).signUps += 1;
    for (const s of attributed) add(rowOf(labelOf(s)).sales, s.currency, s.total);
    return [...rows.entries()]
      .map(([label, r]) => ({ label, signUps: r.signUps, sales: moneyOf(r.sales) }))
      .sort((x, y) => sumOf(y.sales) - sumOf(x.sales) || y.signUps - x.signUps || x.label.localeCompare(y.label));
  };
  return {
    from: from.toISOString(),
    byCampaign: group((a) => a.campaign ?? '(no campaign)'),
    bySource: group((a) => a.source ?? '(no source)'),
    byAffiliate: byAffiliate(sales),
  };
}

function byAffiliate(sales: AttributedSale[]): AffiliateRow[] {
  const rows = new Map<string, { orders: number; sales: Totals }>();
  for (const s of sales) {
    if (!s.affiliateCode) continue;
    const row = rows.get(s.affiliateCode) ?? { orders: 0, sales: new Map() };
    row.orders += s.orders;
    add(row.sales, s.currency, s.total);
    rows.set(s.affiliateCode, row);
  }
  return [...rows.entries()]
    .map(([code, r]) => ({ code, orders: r.orders, sales: moneyOf(r.sales) }))
    .sort((x, y) => sumOf(y.sales) - sumOf(x.sales) || y.orders - x.orders || x.code.localeCompare(y.code));
}
