import { z } from 'zod';
import { type SendActivityStatementsDeps, sendActivityStatements } from '../flows/statements/send-activity-statements';
import { defineJob } from './definitions';

export const SEND_ACTIVITY_STATEMENTS_JOB = 'send-activity-statements';

/**
 * The monthly activity statements (issue 11): every day at 09:00 AEST the job emails last month's
 * statements during the first 7 days of a month; each customer's is written once, so a missed day
 * or a second process sends nothing twice.
 */
export function sendActivityStatementsJob(
  statements: SendActivityStatementsDeps,
  log?: { info(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: SEND_ACTIVITY_STATEMENTS_JOB,
    payload: z.object({}).passthrough(),
    cron: '0 23 * * *',
    policy: 'stately',
    handler: async () => {
      const written = await sendActivityStatements(statements);
      if (written) log?.info({ written }, 'activity statements written');
    },
  });
}
