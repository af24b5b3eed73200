/** The Electron IPC channels between the preload and the main process, and the renderer's global. */
export const INVOKE_CHANNEL = 'mostrador:invoke';
export const EVENT_CHANNEL = 'mostrador:event';
/** `window.mostrador` in the renderer: `{ invoke, on }` and nothing else. */
export const BRIDGE_KEY = 'mostrador';
