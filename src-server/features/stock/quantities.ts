/**
 * Stock quantities are stored as integers in thousandths of the product's unit: whole grams stay
 * exact, and a split package of half a unit is 500.
 */
import { fromScaled, toScaled } from '../../../src-shared/money.js';
import { QUANTITY_DECIMALS } from '../../../src-shared/constants/stock.js';

export const toStored = (quantity: number): number => toScaled(quantity, QUANTITY_DECIMALS);
export const fromStored = (stored: number): number => fromScaled(stored, QUANTITY_DECIMALS);
