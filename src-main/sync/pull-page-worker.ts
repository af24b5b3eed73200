/**
 * The pull's pages read on a thread of their own (`pull-page-reader.ts` starts it): each message is
 * a page's bytes (moved here, not copied) and its number; the answer, the page read (`readPullPage`) under the same number.
 */
import { parentPort } from 'node:worker_threads';
import { readPullPage } from './pull-page.js';

const port = parentPort;
port?.on('message', (message: { n: number; bytes: ArrayBuffer }) => port.postMessage({ n: message.n, read: readPullPage(message.bytes) }));
