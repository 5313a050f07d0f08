/** What every demo seeder is given. */
export interface SeedContext {
  pageIds: Map<string, number>;
  adminRoleId: number;
  adminUserId: number;
  hashPassword(password: string): Promise<string>;
}
