import { bomsImport } from "./boms.js";
import { dispatchOrdersImport } from "./dispatch-orders.js";
import type { ImportKind } from "./kind.js";
import { mrnsImport } from "./mrns.js";
import { ordersImport } from "./orders.js";
import { productsImport } from "./products.js";

/** Every kind the import accepts. */
export const importKinds: ImportKind[] = [
  productsImport,
  bomsImport,
  mrnsImport,
  ordersImport,
  dispatchOrdersImport,
];

export const importKindOf = (name: string): ImportKind | undefined =>
  importKinds.find((k) => k.name.toLowerCase() === name.toLowerCase());
