import { z } from 'zod';

/**
 * Money is an integer number of HKD cents in every layer. Dollars (298, 149.5) exist only at the API edge,
 * where the specification's price fields carry them, and "HK$1,234.50" only on screen.
 *
 * Rounding is half-up: a half cent goes away from zero (so a refund mirrors its charge). Every rounding
 * goes through exact decimal arithmetic, never through a float product, so 0.1 + 0.2 dollars is 30 cents
 * and 149.995 dollars is 15000 cents.
 */
export type Cents = number;

export const CENTS_PER_DOLLAR = 100;

// The schemas are built in pure-annotated closures so that a bundle using only the arithmetic below (the
// storefront's price display) leaves zod out: about 17 KB gzip less on every catalogue page.

/** An amount that can be charged, discounted or paid: whole cents, never negative. */
export const centsSchema = /* @__PURE__ */ (() =>
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER))();

/** An API dollar amount (298, 149.5), read into cents. */
export const dollarsAsCentsSchema = /* @__PURE__ */ (() =>
  z
    .number()
    .finite()
    .nonnegative()
    .transform((dollars) => toCents(dollars)))();

/** A finite number written as an exact decimal fraction: value = numerator / 10^scale. */
interface DecimalFraction {
  numerator: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number as the decimal a person wrote: JavaScript's shortest round-trip text of the float, so
 * 0.9 is 9/10 and not 0.90000000000000002220446...
 */
function toDecimalFraction(value: number): DecimalFraction {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = DECIMAL_PATTERN.exec(String(value));
  if (!match) throw new RangeError(`Cannot read ${value} as a decimal`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - exponent;
  let numerator = digits;
  if (scale < 0) {
    numerator *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { numerator: sign === '-' ? -numerator : numerator, scale };
}

/** numerator / denominator rounded half-up (half away from zero); denominator must be positive. */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n) return -divideRoundHalfUp(-numerator, denominator);
  return (2n * numerator + denominator) / (2n * denominator);
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value} cents`);
  return result;
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/** HKD dollars as the API carries them (298, 149.5) to cents, rounded half-up to the cent. */
export function toCents(dollars: number): Cents {
  const { numerator, scale } = toDecimalFraction(dollars);
  if (scale <= 2) return toSafeNumber(numerator * 10n ** BigInt(2 - scale));
  return toSafeNumber(divideRoundHalfUp(numerator, 10n ** BigInt(scale - 2)));
}

/** Cents to HKD dollars as a JSON number (29800 → 298, 14950 → 149.5). */
export function toDollars(cents: Cents): number {
  assertCents(cents);
  return cents / CENTS_PER_DOLLAR;
}

/** cents × rate, rounded half-up to the cent. The rate is read as the decimal it was written as (0.9). */
export function multiplyRate(cents: Cents, rate: number): Cents {
  assertCents(cents);
  const { numerator, scale } = toDecimalFraction(rate);
  return toSafeNumber(divideRoundHalfUp(BigInt(cents) * numerator, 10n ** BigInt(scale)));
}

/** percent % of cents, rounded half-up (percentOf(1999, 10) → 200). */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  const { numerator, scale } = toDecimalFraction(percent);
  return toSafeNumber(divideRoundHalfUp(BigInt(cents) * numerator, 100n * 10n ** BigInt(scale)));
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/**
 * Splits `total` cents over `weights` in proportion, in whole cents that add up to `total` exactly
 * (largest remainder; ties go to the earlier weight, so the split is deterministic). With
 * 0 ≤ total ≤ sum(weights), no share exceeds its weight.
 */
export function allocateProportionally(total: Cents, weights: readonly Cents[]): Cents[] {
  assertCents(total);
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (total !== 0) throw new RangeError('Cannot allocate a non-zero amount over zero weights');
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((product) => product / weightSum);
  let remaining = BigInt(total) - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % weightSum }))
    .filter(({ remainder }) => remainder > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (remaining === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    remaining -= 1n;
  }
  return shares.map(toSafeNumber);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'HKD',
      currencyDisplay: 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Cents for the screen: formatHkd(123450) → "HK$1,234.50". The locale picks digit grouping and the decimal
 * mark; the symbol is always a leading "HK$" (the specification's display rule), whatever symbol or
 * position the runtime's locale data would choose ("$", "HKD", trailing).
 */
export function formatHkd(cents: Cents, locale = 'zh-HK'): string {
  assertCents(cents);
  let sign = '';
  let number = '';
  for (const part of formatterFor(locale).formatToParts(cents / CENTS_PER_DOLLAR)) {
    if (part.type === 'minusSign' || part.type === 'plusSign') sign += part.value;
    else if (part.type !== 'currency' && part.type !== 'literal') number += part.value;
  }
  return `${sign}HK$${number}`;
}
