/**
 * The window's preload (sandboxed: bundled to one CommonJS file by the build, since a sandboxed
 * preload can require nothing but Electron).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { exposeIpcBridge } from './preload-bridge.js';

exposeIpcBridge(contextBridge, ipcRenderer);
