import { plantDaysAgo } from "@wms/domain";
import type { Db } from "../db/client.js";
import { customers } from "../db/schema/index.js";
import { saveDispatchOrders } from "../modules/dispatch/index.js";
import type { SeedContext } from "./context.js";
import { demoProductCodes } from "./masters.js";

export const demoCustomers = [
  {
    customerCode: "CUST-001",
    customerName: "Shree Auto Components",
    address: "Plot 12, MIDC Bhosari, Pune 411026",
    gstNumber: "27AAPFU0939F1ZV",
    contactPerson: "Anil Patil",
    mobileNo: "9876543210",
    email: "purchase@shreeauto.example",
  },
  {
    customerCode: "CUST-002",
    customerName: "Deccan Engineering Works",
    address: "Survey 45, Chakan, Pune 410501",
    gstNumber: "",
    contactPerson: "Meera Kulkarni",
    mobileNo: "9123456780",
    email: "orders@deccaneng.example",
  },
] as const;

/** Customers and two open dispatch orders of the demo's finished goods, saved by the import's own rules. */
export async function seedDemoDispatch(db: Db, ctx: SeedContext) {
  await db
    .insert(customers)
    .values(demoCustomers.map((c) => ({ ...c, createdBy: ctx.adminUserId })))
    .onConflictDoNothing();
  const { refused } = await saveDispatchOrders(
    db,
    [
      {
        erpOrderNo: "SO-5001",
        customerCode: "CUST-001",
        promisedDate: plantDaysAgo(-7),
        line: 1,
        lines: [
          { productCode: demoProductCodes.chair, qty: 4, line: 1 },
          { productCode: demoProductCodes.stool, qty: 2, line: 2 },
        ],
      },
      {
        erpOrderNo: "SO-5002",
        customerCode: "CUST-002",
        promisedDate: plantDaysAgo(-14),
        line: 3,
        lines: [{ productCode: demoProductCodes.chair, qty: 6, line: 3 }],
      },
    ],
    ctx.adminUserId,
  );
  if (refused.length > 0) throw new Error(`Demo dispatch orders refused: ${JSON.stringify(refused)}`);
}
