/**
 * The building blocks of the IPC contract (design.md "Conventions"): a call is a pair of zod
 * schemas, and every answer crosses the boundary as a result envelope, so the one error shape
 * (`AppErrorValue`) is the only way a failure reaches a screen.
 */
import { z } from 'zod';
import { appErrorValueSchema, type AppErrorValue } from '../errors.js';

export interface IpcCallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly input: I;
  readonly output: O;
}

export function ipcCall<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): IpcCallDef<I, O> {
  return { input, output };
}

/** The input of a call that takes none (the router reads a missing input as `{}`). */
export const noInput = z.strictObject({});

export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppErrorValue };

/** What a transport hands back, checked before the client trusts it (the browser host is HTTP). */
export const ipcResultSchema = z.union([z.object({ ok: z.literal(true), value: z.unknown() }), z.object({ ok: z.literal(false), error: appErrorValueSchema })]);

/**
 * Query fields accept text from HTTP, so their zod input type is `unknown`. A caller in this
 * codebase always passes the parsed form, so its type is the schema's output where the input
 * says nothing useful.
 */
export type Sharpen<In, Out> = In extends object ? { [K in keyof In]: unknown extends In[K] ? (K extends keyof Out ? Out[K] : In[K]) : In[K] } : In;
