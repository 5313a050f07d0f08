import { type Milli, milliOf, subtractQty } from "./quantity.js";

/** One BOM line of a job as its material stands: quantity per finished unit, what was issued to it and what came back. */
export interface CoveringLine {
  perUnit: number | string;
  issued: number | string;
  returned: number | string;
}

/**
 * The finished units the material issued to a job, net of what came back, covers: per BOM line the
 * whole units `floor((issued - returned) / perUnit)`, the least over the lines. A job without BOM lines
 * has no material to bound it: null (the requisition quantity alone bounds its serials).
 */
export function unitsMaterialCovers(lines: readonly CoveringLine[]): number | null {
  let least: number | null = null;
  for (const line of lines) {
    const net: Milli = subtractQty(milliOf(line.issued), milliOf(line.returned));
    const perUnit = milliOf(line.perUnit);
    const units = net > 0 && perUnit > 0 ? Math.floor(net / perUnit) : 0;
    least = least === null ? units : Math.min(least, units);
  }
  return least;
}

/** How many more serials a job may map: what its material covers less what is mapped (never below 0); null when unbounded. */
export function serialsLeftToMap(lines: readonly CoveringLine[], mapped: number): number | null {
  const covered = unitsMaterialCovers(lines);
  return covered === null ? null : Math.max(0, covered - mapped);
}
