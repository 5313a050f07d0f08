/** What every demo seeder is given. */
export interface SeedContext {
  pageIds: Map<string, number>;
  adminRoleId: number;
  adminUserId: number;
  /** A demo user's password hash, at the demo's low cost (demoPasswordLogN). */
  hashDemoPassword(password: string): Promise<string>;
}
