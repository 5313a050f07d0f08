import { z } from "zod";
import { id } from "../bounds.js";
import { binLookupQuery } from "../inbound.js";
import { listQuery, listQueryString } from "../list-query.js";
import {
  binOption,
  binRequest,
  binRow,
  cartonOption,
  cartonRequest,
  cartonRow,
  customerRequest,
  customerRow,
  type listedRowFields,
  machineRequest,
  machineRow,
  pagePermissionRow,
  printerRequest,
  printerRow,
  productRequest,
  productRow,
  productTypeOption,
  roleOption,
  roleRequest,
  roleRow,
  shiftRequest,
  shiftRow,
  supplierRequest,
  supplierRow,
  updatePagePermissionRequest,
  uploadedImage,
  userRequest,
  userRow,
  userTypeOption,
  warehouseRequest,
  warehouseRow,
} from "../masters/index.js";
import type { PageKey, PageRight } from "../pages.js";
import { type CallDef, defineCall } from "./define.js";

const listBody = listQuery.nullish();
const idParam = z.object({ id: id() });
const idAndFlagParams = idParam.extend({ isActive: z.enum(["true", "false", "1", "0"]) });

type ListMethod = "GET" | "POST";
/** "id": InActiveRow/{id} deactivates; "idAndFlag": InActiveRow/{id}/{isActive} sets the flag either way. */
type Deactivation = "id" | "idAndFlag";
type Access<Right extends PageRight> = { page: PageKey; right: Right };
/** A master's list row schema: its own fields and the ones every master's row carries. */
export type ListedRow = z.ZodObject<typeof listedRowFields>;

/** A master's paged list: a GET takes the list query in its query string, a POST as its body. */
type ListSpec<M extends ListMethod, Row extends ListedRow> = M extends "GET"
  ? {
      method: "GET";
      path: string;
      access: Access<"view">;
      summary: string;
      query: typeof listQueryString;
      response: z.ZodArray<Row>;
    }
  : {
      method: "POST";
      path: string;
      access: Access<"view">;
      summary: string;
      body: typeof listBody;
      response: z.ZodArray<Row>;
    };

type SaveSpec<Body extends z.ZodType, Right extends PageRight> = {
  method: "POST";
  path: string;
  access: Access<Right>;
  summary: string;
  body: Body;
  response: z.ZodType;
};

type DeactivateSpec<D extends Deactivation> = {
  method: "GET";
  path: string;
  access: Access<"edit">;
  summary: string;
  params: D extends "id" ? typeof idParam : typeof idAndFlagParams;
  response: z.ZodNull;
};

/** Any master's list, create, update and (de)activate calls: what serves or shows every master alike takes them. */
export interface MasterCalls<Row extends ListedRow = ListedRow, Body extends z.ZodType = z.ZodType> {
  list: CallDef<ListSpec<"GET", Row>> | CallDef<ListSpec<"POST", Row>>;
  create: CallDef<SaveSpec<Body, "add">>;
  /** Edit's right, or add's where a screen saves edits through its create call (Carton Size Master). */
  update: CallDef<SaveSpec<Body, "edit">> | CallDef<SaveSpec<Body, "add">>;
  deactivate: CallDef<DeactivateSpec<"id">> | CallDef<DeactivateSpec<"idAndFlag">>;
}

/** A master's list call (GET with the list query in its query string, or POST with it as the body). */
function listCall<M extends ListMethod, Row extends ListedRow>(
  method: M,
  path: string,
  page: PageKey,
  summary: string,
  row: Row,
): CallDef<ListSpec<M, Row>>;
function listCall(method: ListMethod, path: string, page: PageKey, summary: string, row: z.ZodObject) {
  const common = { path, access: { page, right: "view" }, summary, response: z.array(row) } as const;
  return method === "GET"
    ? defineCall({ method, ...common, query: listQueryString })
    : defineCall({ method, ...common, body: listBody });
}

/** A master's InActiveRow call: by id alone (deactivates), or by id and the flag (sets it either way). */
function deactivateCall<D extends Deactivation>(
  deactivation: D,
  controller: string,
  page: PageKey,
  one: string,
): CallDef<DeactivateSpec<D>>;
function deactivateCall(deactivation: Deactivation, controller: string, page: PageKey, one: string) {
  const common = { method: "GET", access: { page, right: "edit" }, response: z.null() } as const;
  return deactivation === "id"
    ? defineCall({
        ...common,
        path: `${controller}/InActiveRow/:id`,
        summary: `Deactivates a ${one}`,
        params: idParam,
      })
    : defineCall({
        ...common,
        path: `${controller}/InActiveRow/:id/:isActive`,
        summary: `Sets a ${one} active or inactive`,
        params: idAndFlagParams,
      });
}

interface MasterSpec<
  Row extends ListedRow,
  Body extends z.ZodType,
  IdField extends string,
  M extends ListMethod,
  D extends Deactivation,
> {
  controller: string;
  page: PageKey;
  /** The record in the summaries, singular and plural ("warehouse", "warehouses"). */
  noun: [string, string];
  /** A list row, TotalRows included. */
  row: Row;
  /** What the dialog saves: the create and update calls' body. */
  request: Body;
  /** The id a save answers ({ WarehouseId }). */
  idField: IdField;
  list: { method: M; action: string };
  /** The create action; `updatesWithId`: an id above 0 updates (CartonMaster/CreateCarton). */
  create: { action: string; updatesWithId?: boolean };
  update: string;
  deactivate: D;
}

/** One master's four calls, guarded by its page: list (view), create (add), update and (de)activate (edit). */
export function masterCallsOf<
  Row extends ListedRow,
  Body extends z.ZodType,
  IdField extends string,
  M extends ListMethod,
  D extends Deactivation,
>(spec: MasterSpec<Row, Body, IdField, M, D>) {
  const { controller, page, noun, request } = spec;
  const [one, many] = noun;
  const saved = z.object({ [spec.idField]: z.number() } as Record<IdField, z.ZodNumber>);
  return {
    list: listCall(
      spec.list.method,
      `${controller}/${spec.list.action}`,
      page,
      `One page of the ${many}, searched and sorted, each row with TotalRows`,
      spec.row,
    ),
    create: defineCall({
      method: "POST",
      path: `${controller}/${spec.create.action}`,
      access: { page, right: "add" },
      summary: spec.create.updatesWithId
        ? `Creates a ${one}, or updates the one whose id is above 0`
        : `Creates a ${one}`,
      body: request,
      response: saved,
    }),
    update: defineCall({
      method: "POST",
      path: `${controller}/${spec.update}`,
      access: { page, right: "edit" },
      summary: `Updates a ${one}`,
      body: request,
      response: saved,
    }),
    deactivate: deactivateCall(spec.deactivate, controller, page, one),
  };
}

const lookup = <Page extends PageKey | readonly PageKey[]>(path: string, page: Page, summary: string) =>
  ({ method: "GET", path, access: { page, right: "view" }, summary }) as const;

/** Drop-downs several screens share: each readable with the view right on any page that shows it. */
const lookups = {
  getProductTypes: defineCall({
    ...lookup("ProductType/GetProductTypes", "product-master", "Every product type"),
    response: z.array(productTypeOption),
  }),
  getUserTypes: defineCall({
    ...lookup("UserType/GetUserTypes", "user-master", "Every user type"),
    response: z.array(userTypeOption),
  }),
  getRolesDDL: defineCall({
    ...lookup("Role/GetRolesDDL", ["user-master", "role-master"], "The active roles by name"),
    response: z.array(roleOption),
  }),
  getCartonDDl: defineCall({
    ...lookup(
      "CartonMaster/GetCartonDDl",
      ["quality-check", "carton-size-master"],
      "The active cartons by name, with their size",
    ),
    response: z.array(cartonOption),
  }),
  getBinDDl: defineCall({
    ...lookup(
      "BinMaster/GetBinDDl",
      ["bin-master", "raw-material-inward"],
      "Active bins by row and column from RowName on, a bounded number",
    ),
    query: binLookupQuery,
    response: z.array(binOption),
  }),
  getAllBindata: defineCall({
    ...lookup(
      "BinMaster/getAllBindata",
      ["bin-master", "raw-material-inward"],
      "Active bins by row and column from RowName on, a bounded number (as GetBinDDl)",
    ),
    query: binLookupQuery,
    response: z.array(binOption),
  }),
};

/** Role Master's Edit Permission dialog. */
const permission = {
  getPagePermissionRoleID: defineCall({
    method: "GET",
    path: "Permission/GetPagePermissionRoleID/:roleId",
    access: { page: "role-master", right: "view" },
    summary: "Every page as a tree (groups with their child pages) with the role's rights on it",
    params: z.object({ roleId: id() }),
    response: z.array(pagePermissionRow),
  }),
  updatePagePermission: defineCall({
    method: "POST",
    path: "Permission/UpdatePagePermission",
    access: { page: "role-master", right: "edit" },
    summary: "Replaces the role's rights on the pages sent; nothing ticked at all is refused",
    body: updatePagePermissionRequest,
    response: z.null(),
  }),
};

/** The masters (spec 1 sections 3 to 6), their shared drop-downs, permissions and the product image upload. */
export const masterCalls = {
  warehouse: masterCallsOf({
    controller: "Warehouse",
    page: "warehouse-master",
    noun: ["warehouse", "warehouses"],
    row: warehouseRow,
    request: warehouseRequest,
    idField: "WarehouseId",
    list: { method: "GET", action: "GetWarehouses" },
    create: { action: "CreateWarehouse" },
    update: "UpdateWarehouse",
    deactivate: "id",
  }),
  machine: masterCallsOf({
    controller: "Machine",
    page: "machine-master",
    noun: ["machine", "machines"],
    row: machineRow,
    request: machineRequest,
    idField: "MachineId",
    list: { method: "GET", action: "GetMachines" },
    create: { action: "CreateMachine" },
    update: "updateMachine",
    deactivate: "id",
  }),
  product: masterCallsOf({
    controller: "Product",
    page: "product-master",
    noun: ["product", "products"],
    row: productRow,
    request: productRequest,
    idField: "ProductId",
    list: { method: "POST", action: "GetProducts" },
    create: { action: "CreateProduct" },
    update: "updateProduct",
    deactivate: "id",
  }),
  supplier: masterCallsOf({
    controller: "Supplier",
    page: "supplier-master",
    noun: ["supplier", "suppliers"],
    row: supplierRow,
    request: supplierRequest,
    idField: "SupplierId",
    list: { method: "POST", action: "GetSuppliers" },
    create: { action: "CreateSupplier" },
    update: "UpdateSupplier",
    deactivate: "id",
  }),
  customer: masterCallsOf({
    controller: "Customer",
    page: "customer-master",
    noun: ["customer", "customers"],
    row: customerRow,
    request: customerRequest,
    idField: "CustomerId",
    list: { method: "POST", action: "GetCustomers" },
    create: { action: "CreateCustomer" },
    update: "UpdateCustomer",
    deactivate: "idAndFlag",
  }),
  shift: masterCallsOf({
    controller: "Shift",
    page: "shift-master",
    noun: ["shift", "shifts"],
    row: shiftRow,
    request: shiftRequest,
    idField: "ShiftId",
    list: { method: "POST", action: "GetShifts" },
    create: { action: "CreateShift" },
    update: "UpdateShift",
    deactivate: "id",
  }),
  user: masterCallsOf({
    controller: "User",
    page: "user-master",
    noun: ["user", "users"],
    row: userRow,
    request: userRequest,
    idField: "UserId",
    list: { method: "POST", action: "GetUserMasterDetails" },
    create: { action: "CreateUser" },
    update: "UpdateUser",
    deactivate: "id",
  }),
  role: masterCallsOf({
    controller: "Role",
    page: "role-master",
    noun: ["role", "roles"],
    row: roleRow,
    request: roleRequest,
    idField: "RoleId",
    list: { method: "POST", action: "GetRoles" },
    create: { action: "CreateRole" },
    update: "UpdateRole",
    deactivate: "id",
  }),
  bin: masterCallsOf({
    controller: "BinMaster",
    page: "bin-master",
    noun: ["bin", "bins"],
    row: binRow,
    request: binRequest,
    idField: "BinId",
    list: { method: "POST", action: "getBins" },
    create: { action: "CreateBin", updatesWithId: true },
    update: "BinUpdate",
    deactivate: "idAndFlag",
  }),
  carton: masterCallsOf({
    controller: "CartonMaster",
    page: "carton-size-master",
    noun: ["carton", "cartons"],
    row: cartonRow,
    request: cartonRequest,
    idField: "CartonId",
    list: { method: "POST", action: "getCartons" },
    create: { action: "CreateCarton", updatesWithId: true },
    update: "UpdateCarton",
    deactivate: "idAndFlag",
  }),
  printer: masterCallsOf({
    controller: "Printer",
    page: "printer-master",
    noun: ["printer", "printers"],
    row: printerRow,
    request: printerRequest,
    idField: "PrinterId",
    list: { method: "POST", action: "GetPrinters" },
    create: { action: "CreatePrinter" },
    update: "UpdatePrinter",
    deactivate: "id",
  }),
  lookups,
  permission,
  imageUpload: defineCall({
    method: "POST",
    path: "SaveImage/ImageUpload",
    access: { page: "product-master", right: ["add", "edit"] },
    summary:
      "Stores one product image (multipart, field `file`), re-encoded; answers its path for ProductImg",
    response: uploadedImage,
  }),
};
