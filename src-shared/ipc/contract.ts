/**
 * The IPC contract: one object, call name → `{ input, output }` zod schemas, from which the
 * router, the preload and the screens' client are typed (design.md "Conventions"). A call that
 * stands for a REST route carries the route's name, so a feature is called the same on every side.
 */
import type { z } from 'zod';
import { AUTH_CALLS } from './auth.js';
import { BACKUP_CALLS } from './backup.js';
import { BUSINESS_CALLS } from './business.js';
import type { IpcCallDef, Sharpen } from './define.js';
import { EXPORT_CALLS } from './export.js';
import { PRINT_CALLS } from './print.js';
import { DATA_CALLS } from './reads.js';
import { REPLICA_CALLS } from './replica.js';
import { ROUTE_WRITES, SERVER_READ_CALLS } from './route-calls.js';
import { DESK_SETTINGS_CALLS } from './settings.js';
import { SHEET_CALLS } from './sheet.js';
import { SYNC_CALLS } from './sync.js';

export const IPC_CONTRACT = {
  ...AUTH_CALLS,
  ...SYNC_CALLS,
  ...REPLICA_CALLS,
  ...DATA_CALLS,
  ...ROUTE_WRITES,
  ...SERVER_READ_CALLS,
  ...PRINT_CALLS,
  ...DESK_SETTINGS_CALLS,
  ...BACKUP_CALLS,
  ...EXPORT_CALLS,
  ...BUSINESS_CALLS,
  ...SHEET_CALLS,
} as const;

export type IpcContract = typeof IPC_CONTRACT;
export type IpcName = keyof IpcContract & string;
type InputSchema<N extends IpcName> = IpcContract[N]['input'];
type OutputSchema<N extends IpcName> = IpcContract[N]['output'];

/** What a screen passes. */
export type IpcInput<N extends IpcName> = Sharpen<z.input<InputSchema<N>>, z.output<InputSchema<N>>>;
/** What a handler receives: the input as its schema parsed it. */
export type IpcArgs<N extends IpcName> = z.output<InputSchema<N>>;
/** What a handler returns, before the router checks it against the output schema. */
export type IpcReturn<N extends IpcName> = z.input<OutputSchema<N>>;
/** What a screen receives. */
export type IpcOutput<N extends IpcName> = z.output<OutputSchema<N>>;

export const IPC_CALL_NAMES = Object.keys(IPC_CONTRACT) as readonly IpcName[];

export function isIpcCallName(name: unknown): name is IpcName {
  return typeof name === 'string' && Object.hasOwn(IPC_CONTRACT, name);
}

export function callDef(name: IpcName): IpcCallDef {
  return IPC_CONTRACT[name];
}
