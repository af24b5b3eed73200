/** The words printouts are written with in tests: Spanish, no company header set. */
import { printContext } from '../../src-main/printing/words.js';

export const ES = printContext('es-AR', null);
