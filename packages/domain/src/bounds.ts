import { z } from "zod";
import { commonMessages } from "./messages/common.js";
import { plainIssueMessage } from "./plain-issues.js";
import { isThousandths } from "./quantity.js";

// Every schema is built on these bounds: zod's own messages are plain words wherever a schema is used.
z.config({ customError: plainIssueMessage });

/** Largest value of a PostgreSQL int4 column: every id, count and serial number is one. */
export const int4Max = 2_147_483_647;
/** Largest quantity a numeric(14,3) column holds. */
export const quantityMax = 99_999_999_999.999;
/** Deepest tree and longest list a request may carry. */
export const treeDepthMax = 4;
/** Most rows one list call answers; every row at once only through an export, which is streamed. */
export const pageSizeMax = 100;
/** Most rows a search-as-you-type lookup answers (the user narrows by typing more). */
export const lookupRowsMax = 50;

const decimalText = /^-?\d+(\.\d+)?$/;

/** A number, or one typed as digits; booleans, blanks and other text are refused, never read as 0 or 1. */
function numeric(message: string = commonMessages.numberExpected) {
  return z.union([z.number(), z.string().trim().regex(decimalText).transform(Number)], { error: message });
}

/** A whole number in [min, max] (an int4 by default); `message`, when given, for every failure. */
export function wholeNumber(min: number, max = int4Max, message?: string) {
  const error = message ? { error: message } : undefined;
  return numeric(message).pipe(z.number().int(error).min(min, error).max(max, error));
}

/** A record id: an int4 above 0. */
export const id = (message?: string) => wholeNumber(1, int4Max, message);
/** A count or serial number: an int4 from 0. */
export const count = (message?: string) => wholeNumber(0, int4Max, message);
/**
 * A quantity in [min, max], as a number or decimal text; `message`, when given, for every failure but
 * a fourth decimal, which is refused (never rounded) with `commonMessages.quantityDecimals`.
 */
export function decimal(min: number, max: number, message?: string) {
  const error = message ? { error: message } : undefined;
  return z
    .union([z.number(), z.string().trim().regex(decimalText)], {
      error: message ?? commonMessages.numberExpected,
    })
    .refine(isThousandths, { error: commonMessages.quantityDecimals })
    .transform(Number)
    .pipe(z.number().finite(error).min(min, error).max(max, error));
}

/** A quantity a numeric(14,3) column holds, from 0 (up to `max`), at most 3 decimals. */
export const quantity = (message?: string, max = quantityMax) => decimal(0, max, message);

/** Text of at most `max` characters without NUL (PostgreSQL text cannot hold it); `message` when it is no text. */
export const text = (max: number, message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .max(max)
    .refine((s) => !s.includes("\u0000"), { error: commonMessages.invalidCharacters });
