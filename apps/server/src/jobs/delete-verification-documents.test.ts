import { describe, expect, it } from 'vitest';
import { DELETE_VERIFICATION_DOCUMENTS_JOB, deleteVerificationDocumentsJob } from './delete-verification-documents';

describe('the verification documents retention job (decision 467)', () => {
  it('runs daily, one at a time, and deletes with the configured retention period', async () => {
    const asked: number[] = [];
    const logged: unknown[] = [];
    const job = deleteVerificationDocumentsJob(
      {
        deleteExpiredDocuments: async (days: number) => {
          asked.push(days);
          return asked.length === 1 ? 2 : 0;
        },
      },
      45,
      { info: (obj) => logged.push(obj) },
    );
    expect(job).toMatchObject({ name: DELETE_VERIFICATION_DOCUMENTS_JOB, cron: '30 3 * * *', policy: 'stately' });
    await job.handler({});
    await job.handler({});
    expect(asked).toEqual([45, 45]);
    // Only a run that cleared something says so, with the count and nothing personal.
    expect(logged).toEqual([{ cleared: 2 }]);
  });
});
