import { pageSizeMax } from "../bounds.js";

/** Why a list call's PageSize is refused: a list answers at most one bounded page. */
export const pagingMessages = {
  pageSizeOutOfRange: `PageSize must be from 1 to ${pageSizeMax}; every row at once is for exports only.`,
  exportPageSizeOutOfRange: `PageSize must be from 1 to ${pageSizeMax}, or -1 to export every row.`,
} as const;
