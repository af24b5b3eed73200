/**
 * The screens' typed client: `api.order.create(input)` is typed from the contract and resolves to
 * the call's output, or rejects with an `AppError` carrying the `{ code, message, details }` the
 * main process sent. The transport (the preload's `invoke`, or HTTP in the browser host) is passed in.
 */
import { AppError, errorOptionsOf } from '../errors.js';
import { IPC_CALL_NAMES, type IpcInput, type IpcName, type IpcOutput } from './contract.js';
import { ipcResultSchema, type IpcResult } from './define.js';
import type { IpcEventName, IpcEventPayload } from './events.js';

/** What the preload exposes on `window`, and what the browser host's transport provides. */
export interface IpcBridge {
  invoke(name: string, input: unknown): Promise<IpcResult<unknown>>;
  /** Subscribes to a push event; answers the function that unsubscribes. */
  on(event: string, listener: (payload: unknown) => void): () => void;
}

export type IpcInvoke = IpcBridge['invoke'];

type FeatureOf<N> = N extends `${infer F}.${string}` ? F : never;
type ClientMethod<N extends IpcName> = Record<never, never> extends IpcInput<N> ? (input?: IpcInput<N>) => Promise<IpcOutput<N>> : (input: IpcInput<N>) => Promise<IpcOutput<N>>;

export type IpcClient = {
  readonly [F in FeatureOf<IpcName>]: { readonly [N in IpcName as N extends `${F}.${infer A}` ? A : never]: ClientMethod<N> };
};

async function call(invoke: IpcInvoke, name: IpcName, input: unknown): Promise<unknown> {
  const answer = ipcResultSchema.safeParse(await invoke(name, input));
  if (!answer.success) throw new AppError('INTERNAL', `the main process answered ${name} with something that is not a result`);
  if (answer.data.ok) return answer.data.value;
  const { code, message } = answer.data.error;
  throw new AppError(code, message, errorOptionsOf(answer.data.error));
}

export function createIpcClient(invoke: IpcInvoke): IpcClient {
  const features: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const name of IPC_CALL_NAMES) {
    const dot = name.indexOf('.');
    const feature = name.slice(0, dot);
    const action = name.slice(dot + 1);
    features[feature] ??= {};
    features[feature][action] = (input?: unknown) => call(invoke, name, input);
  }
  return features as unknown as IpcClient;
}

/** Typed push-event subscription over a bridge's `on`. */
export function onIpcEvent<E extends IpcEventName>(bridge: Pick<IpcBridge, 'on'>, event: E, listener: (payload: IpcEventPayload<E>) => void): () => void {
  return bridge.on(event, (payload) => listener(payload as IpcEventPayload<E>));
}
