import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { newRequestId, reportSendFailure } from './analytics';

/** Analytics send failures go to error reporting only, without the events (issue 30, decision 487). */
describe('reportSendFailure', () => {
  it('reports the request id, status and kind, and nothing of the events', () => {
    const lines: unknown[][] = [];
    const refusal = new ApiError(500, 'The API responded with a 500 error', 'internal', null, {
      campaign: 'spring-jackpot',
    });
    reportSendFailure('req-1', refusal, (...line) => lines.push(line));
    reportSendFailure('req-2', new TypeError('Failed to fetch'), (...line) => lines.push(line));
    expect(lines).toEqual([
      ['[analytics] events not sent', { requestId: 'req-1', status: 500, kind: 'ApiError' }],
      ['[analytics] events not sent', { requestId: 'req-2', status: undefined, kind: 'TypeError' }],
    ]);
    expect(JSON.stringify(lines)).not.toContain('spring-jackpot');
  });

  it('does not report an abort', () => {
    const lines: unknown[][] = [];
    const abort = new Error('aborted');
    abort.name = 'AbortError';
    reportSendFailure('req-3', abort, (...line) => lines.push(line));
    expect(lines).toEqual([]);
  });

  it('makes request ids the server keeps as they are', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
