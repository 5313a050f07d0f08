/** One value, a list or none, as Fastify's route options and our route configs allow: always a list. */
export const listOf = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value as T];
