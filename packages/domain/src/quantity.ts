import { commonMessages } from "./messages/common.js";

/* ---------- One quantity type (numeric(14,3)) and one parse/round rule ---------- */

/**
 * A quantity as a whole number of thousandths (milli-units); numeric(14,3) fits well inside a safe
 * integer. Only `milliOf` (the one rule) makes one from a figure, and only the exact operations
 * below make one from others, so a screen's preview and the server cannot differ by 0.001.
 */
export type Milli = number & { readonly __brand: "Milli" };

/** A quantity as numeric text: sign, whole digits, fraction digits (".5" and "2" too). */
const quantityText = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/;

/** From here on a number's toFixed writes exponent notation; a number that large is already whole. */
const wholeFrom = 1e21;

/**
 * The one parse/round rule: milli-units of a quantity sent as a number or a decimal string, read
 * digit by digit (no float drift) and rounded half away from zero at the third decimal. Requests
 * never reach the rounding (their schemas refuse a fourth decimal): it settles float arithmetic only.
 */
export function milliOf(value: string | number): Milli {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not a quantity: ${value}`);
    return Math.abs(value) >= wholeFrom ? ((value * 1000) as Milli) : milliOf(value.toFixed(6));
  }
  const match = quantityText.exec(value);
  if (!match || (match[2] === "" && !match[3])) throw new RangeError(`Not a quantity: ${value}`);
  const [, sign, whole, fraction = ""] = match;
  const digits = `${fraction}0000`.slice(0, 4);
  const milli =
    Number(whole || "0") * 1000 + Math.floor(Number(digits) / 10) + (Number(digits[3]) >= 5 ? 1 : 0);
  return (sign === "-" && milli !== 0 ? -milli : milli) as Milli;
}

/** The numeric(14,3) text of milli-units ("12.300"), as stored. */
export function qtyText(milli: Milli): string {
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, "0")}`;
}

/** The number of milli-units, as answered in JSON. */
export const qtyNumber = (milli: Milli): number => milli / 1000;

/** No quantity: 0.000. */
export const noQty = milliOf(0);

/**
 * Whether a figure is exact in thousandths, so the rule rounds nothing: a number that reads back
 * the same after it, or text with no digit but 0 after the third decimal.
 */
export function isThousandths(value: string | number): boolean {
  if (typeof value === "number")
    return Number.isFinite(value) && (Math.abs(value) >= wholeFrom || qtyNumber(milliOf(value)) === value);
  const fraction = quantityText.exec(value)?.[3] ?? "";
  return /^0*$/.test(fraction.slice(3));
}

/** What is wrong with typed quantities that have more than 3 decimals (refused, never rounded); null when none has. */
export function decimalsProblem(...typed: Array<number | null | undefined>): string | null {
  const tooFine = typed.some((qty) => typeof qty === "number" && Number.isFinite(qty) && !isThousandths(qty));
  return tooFine ? commonMessages.quantityDecimals : null;
}

/**
 * Milli-units of a figure typed on a screen, for a preview: a box left empty, half typed (null, NaN)
 * or holding more than 3 decimals (which the server refuses) counts as 0, so a preview never throws
 * while the user types and never rounds.
 */
export const typedMilli = (qty: number | null | undefined): Milli =>
  typeof qty === "number" && isThousandths(qty) ? milliOf(qty) : noQty;

/* ---------- Exact operations: whole thousandths in, whole thousandths out ---------- */

export const addQty = (a: Milli, b: Milli): Milli => (a + b) as Milli;
export const subtractQty = (a: Milli, b: Milli): Milli => (a - b) as Milli;
export const minQty = (a: Milli, b: Milli): Milli => (a < b ? a : b);
export const maxQty = (a: Milli, b: Milli): Milli => (a > b ? a : b);

/** `times` of a quantity (a BOM line's need for a requisition); `times` is a whole number. */
export function multiplyQty(milli: Milli, times: number): Milli {
  if (!Number.isSafeInteger(times)) throw new RangeError(`Not a whole number of times: ${times}`);
  return (milli * times) as Milli;
}
