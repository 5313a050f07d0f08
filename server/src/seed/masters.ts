import { binAddressOf } from "@wms/domain";
import type { Db } from "../db/client.js";
import { bins, cartons, machines, products, shifts, suppliers, warehouses } from "../db/schema/index.js";
import type { SeedContext } from "./context.js";

/** Product codes of the demo plant, referenced by the inbound and production seeders. */
export const demoProductCodes = {
  steelTube: "RM-STEEL-01",
  steelSheet: "RM-STEEL-02",
  fabric: "RM-FABRIC-01",
  foam: "RM-FOAM-01",
  screws: "RM-SCREW-01",
  frame: "INT-FRAME-01",
  seat: "INT-SEAT-01",
  chair: "FG-CHAIR-01",
  stool: "FG-STOOL-01",
} as const;

export const demoSupplierCodes = {
  steel: "SUP-STEEL",
  textiles: "SUP-TEXT",
  foam: "SUP-FOAM",
  fasteners: "SUP-FAST",
} as const;

export const demoCartonNames = {
  small: "Small Carton",
  medium: "Medium Carton",
  large: "Large Carton",
} as const;

export const demoWarehouseCodes = { main: "WH-MAIN", finished: "WH-FG" } as const;

export const demoMachineCodes = { bender: "MC-BEND-01", welder: "MC-WELD-01" } as const;

export const demoBinRows = ["A", "B", "C", "D"] as const;
export const demoBinColumns = 6;
/** Bin address of row letter and column number, e.g. A-01. */

/** Warehouses, bins A-01..D-06, suppliers, products of all three types, shifts, cartons and machines. */
export async function seedDemoMasters(db: Db, ctx: SeedContext) {
  const createdBy = ctx.adminUserId;
  await db
    .insert(warehouses)
    .values([
      {
        warehouseCode: demoWarehouseCodes.main,
        warehouseName: "Main Store",
        address: "Plot 14, MIDC Industrial Area, Pune",
        createdBy,
      },
      {
        warehouseCode: demoWarehouseCodes.finished,
        warehouseName: "Finished Goods Store",
        address: "Plot 15, MIDC Industrial Area, Pune",
        createdBy,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(bins)
    .values(
      demoBinRows.flatMap((rowName, r) =>
        Array.from({ length: demoBinColumns }, (_, c) => ({
          rowName,
          rowNo: r + 1,
          colNo: c + 1,
          colAddress: binAddressOf(rowName, c + 1),
          storeType: "RM",
          height: 100,
          width: 80,
          length: 120,
          createdBy,
        })),
      ),
    )
    .onConflictDoNothing();

  const supplierRows = [
    {
      code: demoSupplierCodes.steel,
      name: "Ravi Steel",
      firm: "Ravi Steel Traders Pvt Ltd",
      mob: "9822001100",
    },
    {
      code: demoSupplierCodes.textiles,
      name: "Meera Textiles",
      firm: "Meera Textiles LLP",
      mob: "9822002200",
    },
    {
      code: demoSupplierCodes.foam,
      name: "Comfort Foam",
      firm: "Comfort Foam Industries",
      mob: "9822003300",
    },
    {
      code: demoSupplierCodes.fasteners,
      name: "Bolt House",
      firm: "Bolt House Fasteners",
      mob: "9822004400",
    },
  ];
  const insertedSuppliers = await db
    .insert(suppliers)
    .values(
      supplierRows.map((s) => ({
        supplierCode: s.code,
        supplierName: s.name,
        firmName: s.firm,
        mobNo: s.mob,
        email: `sales@${s.code.toLowerCase().replace("sup-", "")}.example.com`,
        shippingAddress: "Bhosari, Pune",
        billingAddress: "Bhosari, Pune",
        createdBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ supplierId: suppliers.supplierId, supplierCode: suppliers.supplierCode });
  const supplierId = new Map(insertedSuppliers.map((s) => [s.supplierCode, s.supplierId]));

  const RM = 3;
  const INT = 2;
  const FG = 1;
  const productRows = [
    {
      cd: demoProductCodes.steelTube,
      d: "MS steel tube 25 mm",
      t: RM,
      uom: "MTR",
      s: demoSupplierCodes.steel,
    },
    {
      cd: demoProductCodes.steelSheet,
      d: "MS steel sheet 2 mm",
      t: RM,
      uom: "KG",
      s: demoSupplierCodes.steel,
    },
    {
      cd: demoProductCodes.fabric,
      d: "Upholstery fabric grey",
      t: RM,
      uom: "MTR",
      s: demoSupplierCodes.textiles,
    },
    { cd: demoProductCodes.foam, d: "PU foam 40 density", t: RM, uom: "NOS", s: demoSupplierCodes.foam },
    { cd: demoProductCodes.screws, d: "Screw M6 x 20", t: RM, uom: "NOS", s: demoSupplierCodes.fasteners },
    { cd: demoProductCodes.frame, d: "Welded chair frame", t: INT, uom: "NOS", s: null },
    { cd: demoProductCodes.seat, d: "Upholstered seat", t: INT, uom: "NOS", s: null },
    { cd: demoProductCodes.chair, d: "Office chair", t: FG, uom: "NOS", s: null },
    { cd: demoProductCodes.stool, d: "Bar stool", t: FG, uom: "NOS", s: null },
  ];
  await db
    .insert(products)
    .values(
      productRows.map((p) => ({
        productCd: p.cd,
        productDscrptn: p.d,
        productTypeId: p.t,
        uom: p.uom,
        level: p.t === FG ? "0" : p.t === INT ? "1" : "2",
        revision: "A",
        value: "1",
        supplierId: p.s ? (supplierId.get(p.s) ?? null) : null,
        createdBy,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(shifts)
    .values([
      { shiftName: "General", startTime: "09:00", endTime: "17:00", createdBy },
      { shiftName: "A", startTime: "06:00", endTime: "14:00", createdBy },
      { shiftName: "B", startTime: "14:00", endTime: "22:00", createdBy },
      { shiftName: "C", startTime: "22:00", endTime: "06:00", createdBy },
    ])
    .onConflictDoNothing();

  await db
    .insert(cartons)
    .values([
      { cartonName: demoCartonNames.small, height: 20, width: 20, length: 30, createdBy },
      { cartonName: demoCartonNames.medium, height: 30, width: 30, length: 45, createdBy },
      { cartonName: demoCartonNames.large, height: 45, width: 40, length: 60, createdBy },
    ])
    .onConflictDoNothing();

  await db
    .insert(machines)
    .values([
      { machineName: "Tube Bending Machine", warranty: demoMachineCodes.bender, createdBy },
      { machineName: "MIG Welding Station", warranty: demoMachineCodes.welder, createdBy },
    ])
    .onConflictDoNothing();
}
