import { onTestFailed } from "vitest";

/**
 * fast-check parameters of a property test that drives the server: `numRuns` cases (WMS_PROPERTY_RUNS asks for
 * more) from a seed printed when the test fails, also by timing out before fast-check reports, and replayed with
 * WMS_PROPERTY_SEED. Call it inside the test.
 */
export function propertyRuns(numRuns: number): { seed: number; numRuns: number } {
  const seed = process.env.WMS_PROPERTY_SEED
    ? Number(process.env.WMS_PROPERTY_SEED)
    : Math.floor(Math.random() * 2 ** 31);
  onTestFailed(() => console.error(`property seed ${seed}: replay with WMS_PROPERTY_SEED=${seed}`));
  return { seed, numRuns: Number(process.env.WMS_PROPERTY_RUNS ?? numRuns) };
}
