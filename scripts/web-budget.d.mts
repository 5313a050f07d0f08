/** The login route's initial JS, gzipped, as the module printed it on import. */
export declare const loginRouteJs: {
  totalKb: number;
  budgetKb: number;
  chunks: Array<{ file: string; kb: number }>;
};
