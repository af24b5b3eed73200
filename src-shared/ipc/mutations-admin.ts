/**
 * Writes of the admin and operations side (cash flow, users, roadmaps, garages, thirds, delivery
 * options, charge and pay methods), each the REST route it stands for. The profile goes straight
 * to the server: it may carry a password, which must not wait in the replica's outbox.
 */
import { mutation, onlineMutation } from './route-input.js';

export const ADMIN_MUTATIONS = {
  'cashflow.createPartner': mutation('cashflow.createPartner'),
  'cashflow.createProvider': mutation('cashflow.createProvider'),
  'cashflow.createInternal': mutation('cashflow.createInternal'),
  'cashflow.createExternal': mutation('cashflow.createExternal'),
  'cashflow.update': mutation('cashflow.update'),
  'cashflow.remove': mutation('cashflow.remove'),
  'roadmaps.create': mutation('roadmap.create'),
  'roadmaps.remove': mutation('roadmap.remove'),
  'users.create': mutation('user.create'),
  'users.update': mutation('user.update'),
  'users.makeThird': mutation('user.thirdAdd'),
  'users.removeThird': mutation('user.thirdRemove'),
  'users.disable': mutation('user.disable'),
  'users.enable': mutation('user.enable'),
  'users.updateProfile': onlineMutation('user.profile'),
  'garages.create': mutation('garage.create'),
  'garages.update': mutation('garage.update'),
  'garages.disable': mutation('garage.disable'),
  'garages.enable': mutation('garage.enable'),
  'thirds.create': mutation('third.create'),
  'thirds.replace': mutation('third.replace'),
  'deliveries.create': mutation('delivery.create'),
  'deliveries.update': mutation('delivery.update'),
  'deliveries.remove': mutation('delivery.remove'),
  'chargeMethods.create': mutation('chargeMethod.create'),
  'chargeMethods.update': mutation('chargeMethod.update'),
  'chargeMethods.remove': mutation('chargeMethod.remove'),
  'payMethods.create': mutation('payMethod.create'),
  'payMethods.update': mutation('payMethod.update'),
  'payMethods.remove': mutation('payMethod.remove'),
} as const;
