/**
 * Reads of what the replica does not keep: disabled users, garages, categories, providers and products (the
 * sync feed sends a disabled document as a removal). Staff list them from the server to enable them
 * again; offline these fail with OFFLINE.
 */
import { onlineMutation, serverList, serverRead } from './route-input.js';

export const ADMIN_SERVER_READS = {
  'users.serverList': serverList('user.list', 'users'),
  /** Whether failed sign-ins lock the user out, and the admin's unlock: the server's count, never in the replica. */
  'users.lock': serverRead('user.lock'),
  'users.unlock': onlineMutation('user.unlock'),
  'garages.serverList': serverList('garage.list', 'garages'),
  'categories.serverList': serverList('category.list', 'categories'),
  'providers.serverList': serverList('provider.list', 'providers'),
  'products.serverList': serverList('product.list', 'products'),
  /** Outbound messages (sign-in codes, notices) and the server's channels: the server's table, never in the replica. */
  'messages.list': serverRead('message.list'),
  'messages.retry': onlineMutation('message.retry'),
} as const;
