/**
 * The business settings (issue 18): one document, the defaults until the admin's first save, read
 * by every staff role (and by their sync pulls), refused to outside callers and to edits by
 * anyone but the admin; a CUIT is stored as its 11 digits. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUSINESS_SETTINGS_ID, DEFAULT_TIME_ZONE } from '../../../src-shared/business-settings.js';
import { createCustomer, createStaff, customerSignIn, expectStatus, type Staff } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(FLAVOURS)('business settings on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let partner: Staff;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    partner = await createStaff(server.url, admin, { name: 'Vera', username: 'vera', role: 'AV' });
    await createCustomer(server.url, partner.token, { name: 'Kiosco Uno', phone: '+54 11 60006001' });
    customer = (await customerSignIn(server, '+54 11 60006001')).token;
  });
  afterAll(() => server?.close());

  const get = (token = admin) => call<Record<string, unknown>>(server.url, 'GET', '/settings/business', { token });
  const patch = (body: Record<string, unknown>, token = admin) => call<Record<string, unknown>>(server.url, 'PATCH', '/settings/business', { token, body });

  it('answers the defaults, Buenos Aires time included, before anyone saved them', async () => {
    expect(await expectStatus(get(partner.token))).toEqual({
      _id: BUSINESS_SETTINGS_ID,
      companyName: null,
      cuit: null,
      ivaCondition: null,
      address: null,
      phone: null,
      logo: null,
      timeZone: DEFAULT_TIME_ZONE,
    });
  });

  it('lets the admin save them, keeps the CUIT as 11 digits, and merges later edits', async () => {
    const saved = await expectStatus(
      patch({
        companyName: 'Distribuidora del Sur S.A.',
        cuit: '30-71234567-1',
        ivaCondition: 'RI',
        address: { street: 'Meeks 1020', city: 'Temperley', province: 'Buenos Aires' },
        phone: '4244-0000',
        logo: PNG,
      }),
    );
    expect(saved).toMatchObject({ _id: BUSINESS_SETTINGS_ID, cuit: '30712345671', ivaCondition: 'RI', logo: PNG, timeZone: DEFAULT_TIME_ZONE });
    await expectStatus(patch({ timeZone: 'Europe/Madrid', phone: null }));
    expect(await expectStatus(get(partner.token))).toMatchObject({ companyName: 'Distribuidora del Sur S.A.', cuit: '30712345671', phone: null, timeZone: 'Europe/Madrid' });
    await expectStatus(patch({ timeZone: DEFAULT_TIME_ZONE }));
  });

  it('refuses edits by other roles and reads by outside callers', async () => {
    expect((await patch({ companyName: 'Otra' }, partner.token)).status).toBe(403);
    expect((await get(customer)).status).toBe(403);
  });

  it('refuses a CUIT whose check digit is wrong and a time zone nobody knows', async () => {
    const answer = await patch({ cuit: '30-71234567-2', timeZone: 'Mars/Olympus' });
    expect(answer.status).toBe(400);
    expect((answer.body as { details: Array<{ path: string }> }).details.map((d) => d.path)).toEqual(['cuit', 'timeZone']);
  });

  it('reaches staff replicas by sync pull, and not a customer', async () => {
    const pulled = async (token: string) => {
      const answer = await expectStatus(call<{ changes: Array<{ collection: string; id: string }> }>(server.url, 'GET', '/sync/pull?cursor=0&limit=500', { token }));
      return answer.changes.filter((c) => c.collection === 'settings').map((c) => c.id);
    };
    expect(await pulled(partner.token)).toEqual([BUSINESS_SETTINGS_ID]);
    expect(await pulled(customer)).toEqual([]);
  });
});
