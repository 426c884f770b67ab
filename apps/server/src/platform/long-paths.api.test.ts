import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';

/**
 * Issue 23: a path parameter past the router's length (find-my-way's default, 100 characters) made
 * the route not match, and the storefront's catch-all answered with an HTML page. Every call answers
 * in the envelope whatever its length or method, and a long parameter reaches the route's own checks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

async function ask(method: (typeof METHODS)[number], url: string) {
  const answer = await t.app.inject({
    method,
    url,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  expect(answer.headers['content-type'], `${method} ${url.slice(0, 60)}…`).toMatch(/^application\/json/);
  const body = answer.json();
  expect(body.result).toBeNull();
  expect(typeof body.error?.code).toBe('string');
  return answer;
}

describe('calls with long path parameters', () => {
  for (const [name, path] of [
    ['staff', (id: string) => `/staff/api/customers/${id}`],
    ['staff, nested', (id: string) => `/staff/api/customers/${id}/notes`],
    ['main', (id: string) => `/v2/funds/${id}/deposit`],
    ['main, two parameters', (id: string) => `/v2/funds/cc/${id}/deposit`],
  ] as const) {
    it(`${name}: the route's own answer at 100 characters and past it, in the envelope for every method`, async () => {
      for (const method of METHODS) {
        const at100 = await ask(method, path('a'.repeat(100)));
        for (const length of [101, 1000, 16 * 1024]) {
          const longer = await ask(method, path('a'.repeat(length)));
          expect(longer.statusCode, `${method} at ${length}`).toBe(at100.statusCode);
        }
        // Past anything a request line can carry over HTTP, still a refusal in the envelope.
        expect((await ask(method, path('a'.repeat(20_000)))).statusCode).toBeGreaterThanOrEqual(400);
      }
    });
  }

  it('a signed-out staff call with a 101-character id is refused for its missing session, not as unknown', async () => {
    const answer = await ask('GET', `/staff/api/customers/${'c'.repeat(101)}`);
    expect(answer.statusCode).toBe(401);
  });
});
