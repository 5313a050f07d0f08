import type { Db } from "../db/client.js";
import { users, userTypes } from "../db/schema/index.js";
import { ensureRole, grantPages } from "./access.js";
import { seedDemoConsumption } from "./consumption.js";
import type { SeedContext } from "./context.js";
import { seedDemoDispatch } from "./dispatch.js";
import { seedDemoInbound } from "./inbound.js";
import { seedDemoMasters } from "./masters.js";
import { seedDemoProduction } from "./production.js";

const storePages = [
  "dashboard",
  "bin-master",
  "carton-size-master",
  "quality-check",
  "rm-qr-code-generation",
  "raw-material-inward",
  "store-requisition-issue",
  "component-issue",
  "return",
  "stock-transfer",
  "hold-and-scrap",
  "material-inward-report",
  "fg-traceability-report",
  "stock-on-hand",
  "dispatch-orders",
  "dispatch",
  "customer-returns",
];
const operatorPages = [
  "dashboard",
  "raise-requisition",
  "view-requisition",
  "activity-reporting-assembly",
  "activity-reporting-intermediate",
  "final-production",
  "production-receipt",
  "fg-traceability-report",
];

export const demoUsers = [
  {
    userName: "Store Keeper",
    email: "store@example.com",
    password: "Store123",
    mobileNo: "9876543210",
    role: "Store",
    type: "Store",
  },
  {
    userName: "Line Operator",
    email: "operator@example.com",
    password: "Oper123",
    mobileNo: "9123456780",
    role: "Operator",
    type: "Factory",
  },
] as const;

/** Store and Operator roles with the pages their work needs, and a user each. */
async function seedDemoAccess(db: Db, ctx: SeedContext) {
  const storeRoleId = await ensureRole(db, "Store", "Store people: receiving, put-away, issue, returns");
  await grantPages(db, storeRoleId, ctx.pageIds, storePages, { add: true, edit: true });
  // The store counts bins; approving a count (the Edit right) stays with Admin.
  await grantPages(db, storeRoleId, ctx.pageIds, ["cycle-count"], { add: true, edit: false });
  const operatorRoleId = await ensureRole(db, "Operator", "Production floor: requisitions and reporting");
  await grantPages(db, operatorRoleId, ctx.pageIds, operatorPages, { add: true, edit: true });
  // The floor sees how its jobs used material against the BOM (a read-only report).
  await grantPages(db, operatorRoleId, ctx.pageIds, ["consumption-report"], { add: false, edit: false });
  const roleIds = { Store: storeRoleId, Operator: operatorRoleId };
  const typeIds = new Map((await db.select().from(userTypes)).map((t) => [t.userTypeName, t.userTypeId]));
  const hashes = await Promise.all(demoUsers.map((u) => ctx.hashDemoPassword(u.password)));
  await db
    .insert(users)
    .values(
      demoUsers.map((u, i) => ({
        userName: u.userName,
        email: u.email,
        mobileNo: u.mobileNo,
        roleId: roleIds[u.role],
        userTypeId: typeIds.get(u.type)!,
        passwordHash: hashes[i],
      })),
    )
    .onConflictDoNothing();
}

/** The demo plant, one area after another; later areas build on the earlier ones' records. */
export const demoSeeders: Array<(db: Db, ctx: SeedContext) => Promise<void>> = [
  seedDemoAccess,
  seedDemoMasters,
  seedDemoInbound,
  seedDemoProduction,
  seedDemoConsumption,
  seedDemoDispatch,
];
