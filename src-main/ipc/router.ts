/**
 * The IPC router: the one door from the screens into the main process. It refuses names outside
 * the contract, validates the input with the call's schema (the handler receives the parsed
 * value), checks what the handler answers against the output schema, and turns anything thrown
 * into the one error value the screens understand. It never throws itself.
 */
import { ZodError } from 'zod';
import { AppError, isAppError, type AppErrorValue } from '../../src-shared/errors.js';
import { IPC_CALL_NAMES, IPC_CONTRACT, isIpcCallName, type IpcArgs, type IpcName, type IpcReturn } from '../../src-shared/ipc/contract.js';
import type { IpcResult } from '../../src-shared/ipc/define.js';
import { issuesToDetails } from '../../src-shared/schemas/messages.js';

export type IpcHandler<N extends IpcName> = (args: IpcArgs<N>) => Promise<IpcReturn<N>> | IpcReturn<N>;

/** A feature's handlers, keyed by call name; each is typed by its own call. */
export type IpcHandlers = { readonly [N in IpcName]?: IpcHandler<N> };

export interface IpcRouter {
  call(name: unknown, input: unknown): Promise<IpcResult<unknown>>;
}

export interface RouterOptions {
  /** Every contract name must have a handler (the running app); tests may register a few. */
  readonly complete?: boolean;
  /** Failures that are the main process's fault, for the log; the screen gets a plain INTERNAL. */
  readonly onInternalError?: (name: string, error: unknown) => void;
  /** Where `onInternalError` writes (the desktop's log file), for the answer to name. */
  readonly logFile?: string | undefined;
}

function validation(error: ZodError): AppErrorValue {
  // Messages already name their field ("name is required"); the first one leads, as on the server.
  return AppError.validation(issuesToDetails(error)).toValue();
}

function merge(maps: readonly IpcHandlers[]): Map<string, (args: unknown) => unknown> {
  const all = new Map<string, (args: unknown) => unknown>();
  for (const map of maps) {
    for (const [name, handler] of Object.entries(map)) {
      if (!isIpcCallName(name)) throw new Error(`a handler is registered for ${name}, which is not in the IPC contract`);
      if (all.has(name)) throw new Error(`two features handle ${name}`);
      all.set(name, handler as (args: unknown) => unknown);
    }
  }
  return all;
}

export function createIpcRouter(maps: readonly IpcHandlers[], options: RouterOptions = {}): IpcRouter {
  const handlers = merge(maps);
  const report = options.onInternalError ?? ((name, error) => console.error(`ipc ${name}:`, error));
  if (options.complete) {
    const missing = IPC_CALL_NAMES.filter((name) => !handlers.has(name));
    if (missing.length > 0) throw new Error(`no handler for ${missing.join(', ')}`);
  }

  const fail = (error: AppErrorValue): IpcResult<never> => ({ ok: false, error });
  const seeLog = options.logFile ? `the details are in ${options.logFile}` : "the details are in the main process's output";

  return {
    async call(name, input) {
      if (!isIpcCallName(name)) return fail({ code: 'NOT_FOUND', message: `there is no IPC call named ${String(name)}` });
      const handler = handlers.get(name);
      if (handler === undefined) return fail({ code: 'NOT_FOUND', message: `${name} is not available here` });
      const def = IPC_CONTRACT[name];
      // Nothing given is an empty input: JSON (the browser host) cannot tell the two apart.
      const args = await def.input.safeParseAsync(input === undefined ? {} : input);
      if (!args.success) return fail(validation(args.error));
      let answer: unknown;
      try {
        answer = await handler(args.data);
      } catch (error) {
        if (isAppError(error)) return fail(error.toValue());
        if (error instanceof ZodError) return fail(validation(error));
        report(name, error);
        return fail({ code: 'INTERNAL', message: `${name} failed unexpectedly; ${seeLog}` });
      }
      const output = await def.output.safeParseAsync(answer);
      if (!output.success) {
        report(name, new AppError('INTERNAL', `${name} answered outside its contract`, { cause: output.error }));
        return fail({ code: 'INTERNAL', message: `${name} answered something the screens cannot use; ${seeLog}` });
      }
      return { ok: true, value: output.data };
    },
  };
}
