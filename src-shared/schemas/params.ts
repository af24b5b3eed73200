/** Path parameters of the REST calls (spec §7 placeholders); every id is a 24-hex id, stored lowercase. */
import type { z } from 'zod';
import { id, obj } from './common.js';

export const idParams = obj({ id: id() });
export type IdParams = z.output<typeof idParams>;

/** `DELETE /cashflow/{id}/{second}`: the two linked entries of a garage transfer. */
export const idSecondParams = obj({ id: id(), second: id() });
export type IdSecondParams = z.output<typeof idSecondParams>;

export const productIdParams = obj({ productId: id() });
export type ProductIdParams = z.output<typeof productIdParams>;

export const driverIdParams = obj({ driverId: id() });
export type DriverIdParams = z.output<typeof driverIdParams>;
