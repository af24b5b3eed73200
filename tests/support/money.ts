/**
 * Money documents of the seeded world, made through the API: an open account for a customer of
 * each partner, a payment to the PROVEEDOR's provider and one to a partner, and factories for
 * calls that use one up (removing an entry or a transfer, closing an account).
 */
import { ok } from './principals.js';
import { call } from './server.js';

export interface MoneyDocs {
  /** Open accounts: `own` of AV1's customer, `other` of AV2's. */
  accounts: { own: string; other: string };
  /** A commercial.provider EGRESS (COMPRAS keeps these) and a commercial.partner EGRESS (it does not). */
  cashflows: { provider: string; partner: string };
}

export interface MoneyFactories {
  /** A fresh commercial.provider EGRESS. */
  providerFlow(): Promise<string>;
  /** A fresh transfer between two garages: its two linked halves. */
  transfer(): Promise<{ out: string; in: string }>;
  /** A fresh open account, for a new customer of AV1. */
  account(): Promise<string>;
}

export interface MoneyInputs {
  api: string;
  admin: string;
  av1Token: string;
  partner: string;
  customers: { av1: string; av2: string };
  provider: string;
  garages: { main: string; spare: string };
}

const ADDRESS = { label: 'Local', street: 'Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };

export async function seedMoney(input: MoneyInputs): Promise<{ docs: MoneyDocs; make: MoneyFactories }> {
  const { api, admin } = input;
  let count = 0;
  const post = async <T extends { _id: string }>(path: string, body: unknown, token = admin) => ok<T>(call(api, 'POST', path, { token, body }), `POST ${path}`);
  const openAccount = async (customer: string) => (await post('/account', { customer }))._id;
  const make: MoneyFactories = {
    async providerFlow() {
      return (await post('/cashflow/provider', { amount: 700, concept: 'EGRESS', paymentMethod: 'BANK', provider: input.provider }))._id;
    },
    async transfer() {
      const origin = await post<{ _id: string; linked: string }>('/cashflow/internal', {
        amount: 300,
        concept: 'EGRESS',
        paymentMethod: 'CASH',
        garage: input.garages.main,
        destination: input.garages.spare,
      });
      return { out: origin._id, in: origin.linked };
    },
    async account() {
      count += 1;
      const customer = (await post('/customer', { name: `Cuenta ${count}`, address: ADDRESS }, input.av1Token))._id;
      return openAccount(customer);
    },
  };
  const docs: MoneyDocs = {
    accounts: { own: await openAccount(input.customers.av1), other: await openAccount(input.customers.av2) },
    cashflows: {
      provider: await make.providerFlow(),
      partner: (await post('/cashflow', { amount: 450, concept: 'EGRESS', paymentMethod: 'CASH', partner: input.partner }))._id,
    },
  };
  return { docs, make };
}
