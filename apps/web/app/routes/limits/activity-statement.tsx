import { type ActivityStatement, aestDate } from '@drawline/contracts';
import { data, Form } from 'react-router';
import { AccountFrame } from '../../features/account';
import { apiSession } from '../../lib/api-session.server';
import { clock } from '../../lib/clock';
import { requireCustomer } from '../../lib/customer.server';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import '../../features/limits/limits.css';
import type { Route } from './+types/activity-statement';

export function meta() {
  return [{ title: 'Activity statement' }];
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The twelve months before this one (AEST), newest first, as yyyy-mm. */
function pastMonths(now: Date): string[] {
  const [y, m] = aestDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = y * 12 + (m - 1) - (i + 1);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** /my-account/activity-statement?month=yyyy-mm: a month's spend, deposits, withdrawals, prizes and net. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const months = pastMonths(clock.now());
  const asked = new URL(request.url).searchParams.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : (months[0] as string);
  const session = apiSession(request, context);
  const statement = await session.platform.activityStatement({ month });
  return data({ statement, month, months }, { headers: session.headers() });
}

const monthName = (key: string) => {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
};

export default function ActivityStatementPage({ loaderData }: Route.ComponentProps) {
  const l = useLocale();
  const { statement, month, months } = loaderData;
  const rows: [string, keyof Omit<ActivityStatement, 'year' | 'month'>][] = [
    ['Spend', 'spend'],
    ['Deposits', 'deposits'],
    ['Withdrawals', 'withdrawals'],
    ['Prizes', 'prizes'],
    ['Net (prizes less spend)', 'net'],
  ];
  return (
    <AccountFrame title="Activity statement" lead="What you spent, deposited, withdrew and won each month.">
      <Form method="get" className="limit-form">
        <div className="field">
          <label className="field-label" htmlFor="statement-month">
            Month
          </label>
          <select id="statement-month" name="month" className="field-input" defaultValue={month}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {statement ? (
        <section className="card stack limit-section" aria-labelledby="statement-heading">
          <h2 id="statement-heading">{monthName(month)}</h2>
          <dl className="limit-figures" data-testid="activity-statement">
            {rows.map(([label, key]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{l.money(statement[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </AccountFrame>
  );
}
