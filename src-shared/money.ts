/**
 * Exact decimal arithmetic for money, rates and quantities (domain §3).
 * A value is `units / 10^scale` with `units` a bigint, so sums and products never pick up the
 * binary-float error of plain numbers; numbers only appear at the edges (JSON in and out).
 */
import { MONEY_DECIMALS, RATE_DECIMALS } from './constants/products.js';

export type Numeric = number | string | Decimal;

// Sign, integer digits, fraction digits, exponent; "1.", ".5" and "1e-7" are all accepted.
const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Beyond this exponent a string would only build a huge bigint; no real amount gets near it.
const MAX_EXPONENT = 1000;
const PERCENT = 100;
const POW10: readonly bigint[] = Array.from({ length: 41 }, (_, i) => 10n ** BigInt(i));

function pow10(n: number): bigint {
  return POW10[n] ?? 10n ** BigInt(n);
}

function checkPlaces(places: number): void {
  if (!Number.isSafeInteger(places) || places < 0) {
    throw new RangeError(`Decimal places must be a whole number ≥ 0, got ${places}`);
  }
}

/** Integer division rounded half away from zero (the domain's rounding rule). */
function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = an / ad + ((an % ad) * 2n >= ad ? 1n : 0n);
  return negative ? -q : q;
}

export class Decimal {
  static readonly ZERO = new Decimal(0n, 0);
  static readonly ONE = new Decimal(1n, 0);

  private constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {}

  /** The value `units / 10^scale`, e.g. `Decimal.scaled(123n, 2)` is 1.23. */
  static scaled(units: bigint, scale: number): Decimal {
    checkPlaces(scale);
    return new Decimal(units, scale);
  }

  static from(x: Numeric | bigint): Decimal {
    if (x instanceof Decimal) return x;
    if (typeof x === 'bigint') return new Decimal(x, 0);
    if (typeof x === 'number') {
      if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
      // Whole numbers (quantities, most amounts) need no text to be read from.
      if (Number.isSafeInteger(x)) return new Decimal(BigInt(x), 0);
      // String(x) is the shortest text that reads back as x: 0.1 is "0.1", not 0.1000000000000000055...
      return Decimal.fromNumberText(String(x));
    }
    if (typeof x === 'string') return Decimal.parse(x);
    throw new TypeError(`Not a decimal value: ${String(x)}`);
  }

  /**
   * A finite number's own text ("-12.5", "1e-7"): without an exponent it is digits around one point,
   * read without the pattern, for every priced line and total goes through here.
   */
  private static fromNumberText(text: string): Decimal {
    const point = text.indexOf('.');
    if (point < 0 || text.includes('e')) return Decimal.parse(text);
    return new Decimal(BigInt(text.slice(0, point) + text.slice(point + 1)), text.length - point - 1);
  }

  private static parse(text: string): Decimal {
    const match = DECIMAL_TEXT.exec(text.trim());
    const intDigits = match?.[2] ?? '';
    const fracDigits = match?.[3] ?? '';
    if (!match || intDigits + fracDigits === '') {
      throw new TypeError(`Not a decimal number: "${text}"`);
    }
    const exponent = Number(match[4] ?? '0');
    if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`Exponent out of range: "${text}"`);
    let units = BigInt(intDigits + fracDigits);
    let scale = fracDigits.length - exponent;
    if (scale < 0) {
      units *= pow10(-scale);
      scale = 0;
    }
    return new Decimal(match[1] === '-' ? -units : units, scale);
  }

  static sum(list: Iterable<Numeric>): Decimal {
    let total = Decimal.ZERO;
    for (const x of list) total = total.add(x);
    return total;
  }

  /** Both values' units at the larger of the two scales. */
  private align(other: Decimal): [bigint, bigint, number] {
    if (this.scale === other.scale) return [this.units, other.units, this.scale];
    if (this.scale > other.scale) {
      return [this.units, other.units * pow10(this.scale - other.scale), this.scale];
    }
    return [this.units * pow10(other.scale - this.scale), other.units, other.scale];
  }

  add(other: Numeric): Decimal {
    const [a, b, scale] = this.align(Decimal.from(other));
    return new Decimal(a + b, scale);
  }

  sub(other: Numeric): Decimal {
    const [a, b, scale] = this.align(Decimal.from(other));
    return new Decimal(a - b, scale);
  }

  mul(other: Numeric): Decimal {
    const o = Decimal.from(other);
    return new Decimal(this.units * o.units, this.scale + o.scale);
  }

  /** The exact quotient rounded (half away from zero) to `places`. */
  div(other: Numeric, places: number): Decimal {
    checkPlaces(places);
    const o = Decimal.from(other);
    if (o.units === 0n) throw new RangeError('Division by zero');
    // this/o = (a / 10^sa) / (b / 10^sb); scaled by 10^places to land on an integer count of units.
    const numerator = this.units * pow10(o.scale + places);
    const denominator = o.units * pow10(this.scale);
    return new Decimal(divRound(numerator, denominator), places);
  }

  round(places: number): Decimal {
    checkPlaces(places);
    if (this.scale <= places) return this;
    return new Decimal(divRound(this.units, pow10(this.scale - places)), places);
  }

  neg(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  abs(): Decimal {
    return this.units < 0n ? this.neg() : this;
  }

  cmp(other: Numeric): -1 | 0 | 1 {
    const [a, b] = this.align(Decimal.from(other));
    return a < b ? -1 : a > b ? 1 : 0;
  }

  eq(other: Numeric): boolean {
    return this.cmp(other) === 0;
  }

  lt(other: Numeric): boolean {
    return this.cmp(other) < 0;
  }

  gt(other: Numeric): boolean {
    return this.cmp(other) > 0;
  }

  lte(other: Numeric): boolean {
    return this.cmp(other) <= 0;
  }

  gte(other: Numeric): boolean {
    return this.cmp(other) >= 0;
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  /** The nearest double to the exact value (what JSON will carry). */
  toNumber(): number {
    // Trailing fraction zeros do not change the number read: no need to cut them as toString does.
    return this.scale === 0 ? Number(this.units) : Number(this.text());
  }

  /** Plain decimal text without exponent or trailing fraction zeros: "1234.5", "-0.001". */
  toString(): string {
    const text = this.text();
    return this.scale === 0 ? text : text.replace(/\.?0+$/, '');
  }

  /** Rounded to `places` and always written with exactly that many fraction digits. */
  toFixed(places: number): string {
    const r = this.round(places);
    return new Decimal(r.units * pow10(places - r.scale), places).text();
  }

  /** Every digit the scale holds, e.g. units 1500n at scale 3 is "1.500". */
  private text(): string {
    const sign = this.units < 0n ? '-' : '';
    const digits = (this.units < 0n ? -this.units : this.units).toString();
    if (this.scale === 0) return sign + digits;
    const padded = digits.padStart(this.scale + 1, '0');
    const cut = padded.length - this.scale;
    return `${sign}${padded.slice(0, cut)}.${padded.slice(cut)}`;
  }

  // Refuses `a + b`, `a * 2` and `a < b`: those would silently fall back to strings or floats.
  [Symbol.toPrimitive](hint: string): string {
    if (hint === 'string') return this.toString();
    throw new TypeError('Decimal cannot be used with JS operators; use its methods');
  }
}

export function dec(x: Numeric | bigint): Decimal {
  return Decimal.from(x);
}

/** Significant digits a double holds exactly: what lies past them is binary-float noise (0.1 + 0.2 is 0.30000000000000004). */
const EXACT_DIGITS = 15;

/**
 * The decimal a binary float stands for, its noise dropped: 0.1 + 0.2 is the 0.3 it stands for,
 * 12.34567 stays 12.34567. Whether that has more places than its field keeps is its field's to say.
 */
export function meantDecimal(x: number): number {
  return Number.isFinite(x) ? Number(x.toPrecision(EXACT_DIGITS)) : x;
}

/** Money: 2 places, half away from zero. */
export function roundMoney(x: Numeric): number {
  return Decimal.from(x).round(MONEY_DECIMALS).toNumber();
}

/** Unit costs, tax bases, margins, aliquots and percentages: 4 places. */
export function roundRate(x: Numeric): number {
  return Decimal.from(x).round(RATE_DECIMALS).toNumber();
}

/** `x` rounded to `places` as a whole count of 10^-places (1.23 at 2 places is 123), for storage. */
export function toScaled(x: Numeric, places: number): number {
  const units = Decimal.from(x).round(places);
  const n = Number(units.units * pow10(places - units.scale));
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`${units.toString()} does not fit a safe integer at ${places} places`);
  }
  return n;
}

/** The inverse of `toScaled`: 123 at 2 places is 1.23. */
export function fromScaled(n: number | bigint, places: number): number {
  const safe = typeof n === 'number' ? Number.isSafeInteger(n) : Number.isSafeInteger(Number(n));
  if (!safe) throw new RangeError(`A scaled value must be a safe integer, got ${n}`);
  return Decimal.scaled(BigInt(n), places).toNumber();
}

/** `x × percent / 100` rounded to `places`, for contributions and discounts given in percent. */
export function percentOf(x: Numeric, percent: Numeric, places: number): Decimal {
  return Decimal.from(x).mul(percent).div(PERCENT, places);
}

export function toCents(x: Numeric): number {
  return toScaled(x, MONEY_DECIMALS);
}

export function fromCents(n: number | bigint): number {
  return fromScaled(n, MONEY_DECIMALS);
}
