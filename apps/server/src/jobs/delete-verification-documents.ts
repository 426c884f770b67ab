import { z } from 'zod';
import type { Verification } from '../modules/verification';
import { defineJob } from './definitions';

export const DELETE_VERIFICATION_DOCUMENTS_JOB = 'delete-verification-documents';

/**
 * The retention of manual verification documents (decision 467): every day at 03:30 UTC the
 * documents of uploads decided more than `retentionDays` ago are deleted (the decision and its
 * audit stay). Safe run twice or at once: an upload already cleared is not touched again.
 */
export function deleteVerificationDocumentsJob(
  verification: Pick<Verification, 'deleteExpiredDocuments'>,
  retentionDays: number,
  log?: { info(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: DELETE_VERIFICATION_DOCUMENTS_JOB,
    payload: z.object({}).passthrough(),
    cron: '30 3 * * *',
    policy: 'stately',
    handler: async () => {
      const cleared = await verification.deleteExpiredDocuments(retentionDays);
      if (cleared) log?.info({ cleared }, 'verification documents deleted after their retention period');
    },
  });
}
