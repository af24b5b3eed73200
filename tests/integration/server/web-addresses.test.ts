/**
 * Addresses the screens open or show (a provider's image and links, a product's image, a user's
 * picture) are web addresses, http or https: a `javascript:` or `data:` address is bad input on its
 * field and nothing is stored. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { ProviderFields } from '../../../src-shared/documents/catalog.js';
import { createStaff, expectStatus, type ErrorBody, type Staff } from '../../support/actors.js';
import { createProduct, createProvider } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('web addresses on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let av: Staff;
  let provider: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    av = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera', role: 'AV' });
    provider = await createProvider(server.url, admin, 'Quesos Tandil');
  });
  afterAll(() => server?.close());

  const refusedOn = (response: { status: number; body: ErrorBody }, path: string) => {
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path, key: 'validation.webAddress' })]);
  };

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com/a.png', 'www.example.com'])(
    'refuses %s wherever an address goes, and keeps what was stored',
    async (address) => {
      const before = await expectStatus(call<Doc<ProviderFields>>(server.url, 'GET', `/provider/${provider}`, { token: admin }));
      refusedOn(await call<ErrorBody>(server.url, 'PATCH', `/provider/${provider}`, { token: admin, body: { imageUrl: address } }), 'imageUrl');
      refusedOn(await call<ErrorBody>(server.url, 'PATCH', `/provider/${provider}`, { token: admin, body: { links: ['https://ok.example', address] } }), 'links.1');
      expect(await expectStatus(call<Doc<ProviderFields>>(server.url, 'GET', `/provider/${provider}`, { token: admin }))).toEqual(before);
      refusedOn(
        await call<ErrorBody>(server.url, 'POST', '/product', {
          token: admin,
          body: {
            name: 'Queso',
            provider,
            unit: 'UNITY',
            taxBase: 1,
            margins: [
              { quantity: 0, value: 1 },
              { quantity: 1, value: 1.2 },
            ],
            contributions: 1,
            wholesalerContributions: 1,
            imageUrl: address,
          },
        }),
        'imageUrl',
      );
      refusedOn(await call<ErrorBody>(server.url, 'PUT', '/user/profile', { token: av.token, body: { picture: address } }), 'picture');
    },
  );

  it('keeps http and https addresses, and an empty one clears the field', async () => {
    const edited = await expectStatus(
      call<Doc<ProviderFields>>(server.url, 'PATCH', `/provider/${provider}`, {
        token: admin,
        body: { imageUrl: 'https://cdn.example/tandil.png', links: ['http://tandil.example', 'https://instagram.com/tandil'] },
      }),
    );
    expect(edited).toMatchObject({ imageUrl: 'https://cdn.example/tandil.png', links: ['http://tandil.example', 'https://instagram.com/tandil'] });
    expect((await createProduct(server.url, admin, provider, { name: 'Queso sin foto', imageUrl: '' })).imageUrl).toBe('');
  });
});
