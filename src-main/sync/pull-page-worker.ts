/**
 * The pull's pages read on a thread of their own (`pull-page-reader.ts` starts it): each message is
 * a page's text and its number; the answer, the page read (`readPullPage`) under the same number.
 */
import { parentPort } from 'node:worker_threads';
import { readPullPage } from './pull-page.js';

const port = parentPort;
port?.on('message', (message: { n: number; text: string }) => port.postMessage({ n: message.n, read: readPullPage(message.text) }));
