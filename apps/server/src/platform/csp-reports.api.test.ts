import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';
import { HOSTILE_DEPTH } from '../../tests/hostile-helpers';

/**
 * Content security policy reports (issue 30): the pages' policy names /csp-report; a violation
 * reaches the log as a warning with the request id, once per directive and file, without query
 * strings; anything that is not a report is refused and logs nothing.
 */
let t: TestApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info', rateLimitPerMinute: 1_000_000 },
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

const report = (directive: string, sourceFile: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'http://localhost/reset-password?token=secret-reset-token',
      'effective-directive': directive,
      'violated-directive': directive,
      'blocked-uri': 'https://evil.example/x.js?session=stolen-session',
      'source-file': sourceFile,
      'line-number': 12,
      disposition: 'enforce',
    },
  });

const post = (payload: string, contentType = 'application/csp-report', requestId = 'csp-1') =>
  t.app.inject({
    method: 'POST',
    url: '/csp-report',
    headers: { 'content-type': contentType, 'x-request-id': requestId },
    payload,
  });

const violationLines = () => logLines.filter((l) => l.msg === 'content security policy violation');

describe('content security policy reports', () => {
  it("the pages' policy sends its reports to /csp-report", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain('report-uri /csp-report');
  });

  it('logs a violation once per directive and file with the request id, and no query string', async () => {
    expect((await post(report('script-src-elem', 'http://localhost/assets/a.js'), undefined, 'csp-a')).statusCode).toBe(
      204,
    );
    expect((await post(report('script-src-elem', 'http://localhost/assets/a.js'), undefined, 'csp-b')).statusCode).toBe(
      204,
    );
    const reportsApi = JSON.stringify([
      {
        type: 'csp-violation',
        url: 'http://localhost/',
        body: { effectiveDirective: 'img-src', blockedURL: 'https://img.example/p.png', sourceFile: '', lineNumber: 3 },
      },
    ]);
    expect((await post(reportsApi, 'application/reports+json', 'csp-c')).statusCode).toBe(204);
    const lines = violationLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 40,
      requestId: 'csp-a',
      cspViolation: {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        document: 'http://localhost/reset-password',
        sourceFile: 'http://localhost/assets/a.js',
        line: 12,
      },
    });
    expect(lines[1]).toMatchObject({ requestId: 'csp-c', cspViolation: { directive: 'img-src' } });
    const logged = JSON.stringify(logLines);
    expect(logged).not.toContain('secret-reset-token');
    expect(logged).not.toContain('stolen-session');
  });

  it('refuses what is not a report and logs no violation for it', async () => {
    const before = violationLines().length;
    for (const [label, payload, type] of [
      ['not JSON', '{"csp-report":', 'application/csp-report'],
      ['no report in it', '{"hello":1}', 'application/csp-report'],
      [
        '20 KB',
        JSON.stringify({ 'csp-report': { 'effective-directive': 'x'.repeat(20_000) } }),
        'application/csp-report',
      ],
      ['deep', `${'{"a":'.repeat(HOSTILE_DEPTH)}1${'}'.repeat(HOSTILE_DEPTH)}`, 'application/csp-report'],
      ['a NUL byte', report('script-src\u0000', 'a.js'), 'application/csp-report'],
      ['text/plain', report('style-src', 'b.css'), 'text/plain'],
    ] as const) {
      const res = await post(payload, type);
      expect(res.statusCode, `${label}: ${res.body.slice(0, 100)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
    }
    expect(violationLines()).toHaveLength(before);
  });
});
