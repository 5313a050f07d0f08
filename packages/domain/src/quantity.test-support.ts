import fc from "fast-check";
import { type Milli, milliOf, multiplyQty, qtyNumber } from "./quantity.js";

/** `count` thousandths, made by the exact operations from 0.001. */
export const thousandths = (count: number): Milli => multiplyQty(milliOf("0.001"), count);

/** A quantity of `min` to `max` thousandths, as the number a screen holds. */
export const typedQty = (max: number, min = 0) =>
  fc.integer({ min, max }).map((count) => qtyNumber(thousandths(count)));
