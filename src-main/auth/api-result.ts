/** The API client answers with values; past the IPC boundary a failure is thrown as the one error type. */
import { AppError, errorOptionsOf } from '../../src-shared/errors.js';
import type { ApiResult } from '../sync/index.js';

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.body;
  const { code, message } = result.error;
  throw new AppError(code, message, { status: result.status, ...errorOptionsOf(result.error) });
}
