import { CAMPAIGN_REPORT_DAYS, type CampaignReport, type CampaignRow, toCurrency } from '@drawline/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { AnalyticsModule } from '../modules/analytics';
import { salesOfCustomers } from '../modules/orders';

const DAY_MS = 86_400_000;

/**
 * The console's campaign report (decision 447): over the last 30 days, the customers analytics
 * identified with a campaign or source (their first touch), how many of them signed up, and what
 * their paid orders add up to, grouped by campaign and by source, biggest sales first.
 */
export async function readCampaignReport(deps: {
  db: Db;
  clock: Clock;
  analytics: AnalyticsModule;
}): Promise<CampaignReport> {
  const from = new Date(deps.clock.now().getTime() - CAMPAIGN_REPORT_DAYS * DAY_MS);
  const attributed = await deps.analytics.attributedCustomers(from);
  const sales = await salesOfCustomers(
    deps.db,
    attributed.map((a) => a.customerId),
    from,
  );
  const group = (labelOf: (a: (typeof attributed)[number]) => string): CampaignRow[] => {
    const rows = new Map<string, { signUps: number; sales: Map<string, number> }>();
    for (const a of attributed) {
      const label = labelOf(a);
      const row = rows.get(label) ?? { signUps: 0, sales: new Map() };
      if (a.signedUp) row.signUps += 1;
      for (const s of sales.filter((s) => s.customerId === a.customerId)) {
        row.sales.set(s.currency, (row.sales.get(s.currency) ?? 0) + s.total);
      }
      rows.set(label, row);
    }
    return [...rows.entries()]
      .map(([label, r]) => ({
        label,
        signUps: r.signUps,
        sales: [...r.sales.entries()].map(([currency, amount]) => ({ amount, currency: toCurrency(currency) })),
      }))
      .sort((x, y) => sumOf(y) - sumOf(x) || y.signUps - x.signUps || x.label.localeCompare(y.label));
  };
  return {
    from: from.toISOString(),
    byCampaign: group((a) => a.campaign ?? '(no campaign)'),
    bySource: group((a) => a.source ?? '(no source)'),
  };
}

const sumOf = (row: CampaignRow) => row.sales.reduce((n, m) => n + m.amount, 0);
