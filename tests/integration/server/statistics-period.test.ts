/**
 * Statistics periods are bounded (issue 17, found calling the standalone server from outside): a
 * report starting after its end (a start in the future and no end) answered 500 on PostgreSQL, a
 * period of centuries held the server for half a minute and answered megabytes, and a year past
 * 9999's last day wrapped round to year 999. Now: 400 naming the field, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, REPORT_MONTHS_MAX } from '../../../src-shared/limits.js';
import { messages } from '../../../src-shared/schemas/messages.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface ErrorAnswer {
  message: string;
  details?: Array<{ path: string; message: string }>;
}

describe.each(FLAVOURS)('statistics periods on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  const get = (path: string) => call<ErrorAnswer & { months?: unknown[] }>(server.url, 'GET', path, { token: admin });

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  it.each(['/statistics/finances', '/statistics/partner-history', '/statistics/my-finances'])('%s refuses a start after the period ends', async (path) => {
    const answer = await get(`${path}?fromDate=2990-01-01`);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toMatchObject([{ path: 'fromDate', message: messages.periodAfterEnd('fromDate') }]);
  });

  it('refuses a report of more months than it may span, without working it out', async () => {
    const answer = await get('/statistics/finances?fromDate=1900-01-01&toDate=2999-12-31');
    expect(answer.status).toBe(400);
    expect(answer.body.details).toMatchObject([{ path: 'fromDate', message: messages.periodMonths('fromDate', REPORT_MONTHS_MAX) }]);
    const longest = await get('/statistics/finances?fromDate=2006-01-01&toDate=2025-12-31');
    expect(longest.status).toBe(200);
    expect(longest.body.months).toHaveLength(REPORT_MONTHS_MAX);
  });

  it.each(['/statistics/finances?toDate=9999-12-31', '/order?fromDate=1000-01-01', '/cashflow?toDate=3000-01-01'])('refuses a date outside the years it takes: %s', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    const field = path.includes('fromDate') ? 'fromDate' : 'toDate';
    expect(answer.body.details).toMatchObject([{ path: field, message: messages.dateYears(field, DATE_YEAR_MIN, DATE_YEAR_MAX) }]);
  });
});
