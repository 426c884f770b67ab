import { z } from 'zod';
import type { MailService } from '../modules/mail';
import { defineJob } from './definitions';

/**
 * Sends the outbox. Woken after each email is written, and every minute as well, so emails
 * written by a process that died before waking the job still go out.
 */
export function deliverEmailsJob(mail: Pick<MailService, 'deliverPendingEmails'>) {
  return defineJob({
    name: 'deliver-emails',
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      await mail.deliverPendingEmails();
    },
  });
}
