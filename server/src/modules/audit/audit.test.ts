import { createHash } from "node:crypto";
import type { AuditChangeRow } from "@wms/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, passwordResets, roles, users } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { find, setRights, tokenWithRights } from "../masters/test-support.js";

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: 3 });
  const [admin] = await t.db.select().from(users).where(eq(users.email, "admin@example.com"));
  adminId = admin.userId;
  // The role the user masters are saved with: the role change and password tests create users too.
  const [role] = await t.db.select().from(roles).limit(1);
  roleId = role.roleId;
});
afterAll(async () => t.close());

/** Every audit row of one record, oldest first. */
const eventsOf = (entity: string, recordId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity as never), eq(auditEvents.recordId, recordId)))
    .orderBy(asc(auditEvents.auditId));
const allEvents = () => t.db.select().from(auditEvents);

/** A master as the API takes it: a body to create, the field an update changes, its calls. */
interface MasterCase {
  entity: string;
  controller: string;
  idField: string;
  create: (n: number) => Record<string, unknown>;
  field: string;
  changed: string | number;
  update: string;
  deactivate: (id: number) => string;
}

let roleId = 0;
const masters: MasterCase[] = [
  {
    entity: "Warehouse",
    controller: "Warehouse/CreateWarehouse",
    idField: "WarehouseId",
    create: (n) => ({ WarehouseId: 0, WarehouseCode: `WH-${n}`, WarehouseName: "Main", Address: "Pune" }),
    field: "WarehouseName",
    changed: "Annex",
    update: "Warehouse/UpdateWarehouse",
    deactivate: (id) => `Warehouse/InActiveRow/${id}`,
  },
  {
    entity: "Machine",
    controller: "Machine/CreateMachine",
    idField: "MachineId",
    create: (n) => ({ MachineId: 0, MachineName: "Bender", Warranty: `MC-${n}` }),
    field: "MachineName",
    changed: "Press",
    update: "Machine/updateMachine",
    deactivate: (id) => `Machine/InActiveRow/${id}`,
  },
  {
    entity: "Product",
    controller: "Product/CreateProduct",
    idField: "ProductId",
    create: (n) => ({
      ProductId: 0,
      ProductCd: `RM-${n}`,
      ProductDscrptn: "Steel tube",
      ProductTypeId: 3,
      ProductImg: "/uploads/products/x.png",
      Level: "1",
      Revision: "A",
      UOM: "NOS",
      Value: "10",
    }),
    field: "ProductDscrptn",
    changed: "Copper tube",
    update: "Product/updateProduct",
    deactivate: (id) => `Product/InActiveRow/${id}`,
  },
  {
    entity: "Supplier",
    controller: "Supplier/CreateSupplier",
    idField: "SupplierId",
    create: (n) => ({
      SupplierId: 0,
      SupplierName: "Ravi",
      SupplierCode: `S-${n}`,
      FirmName: "Ravi Ltd",
      Email: "ravi@example.com",
      MobNo: "123",
      ShippingAddress: "Pune",
    }),
    field: "FirmName",
    changed: "Ravi & Sons",
    update: "Supplier/UpdateSupplier",
    deactivate: (id) => `Supplier/InActiveRow/${id}`,
  },
  {
    entity: "Shift",
    controller: "Shift/CreateShift",
    idField: "ShiftId",
    create: () => ({ ShiftId: 0, ShiftName: "A", StartTime: "06:00", EndTime: "14:00" }),
    field: "EndTime",
    changed: "14:30",
    update: "Shift/UpdateShift",
    deactivate: (id) => `Shift/InActiveRow/${id}`,
  },
  {
    entity: "User",
    controller: "User/CreateUser",
    idField: "UserId",
    create: (n) => ({
      UserId: 0,
      UserName: "Asha",
      UserTypeId: 1,
      RoleId: roleId,
      Email: `asha${n}@example.com`,
      MobileNo: "9876543210",
      Password: "Abc123",
      ConfirmPassword: "Abc123",
    }),
    field: "UserName",
    changed: "Asha K",
    update: "User/UpdateUser",
    deactivate: (id) => `User/InActiveRow/${id}`,
  },
  {
    entity: "Role",
    controller: "Role/CreateRole",
    idField: "RoleId",
    create: (n) => ({ RoleId: 0, RoleName: `Packers ${n}`, RoleDesc: "Packing" }),
    field: "RoleDesc",
    changed: "Packing line",
    update: "Role/UpdateRole",
    deactivate: (id) => `Role/InActiveRow/${id}`,
  },
  {
    entity: "Bin",
    controller: "BinMaster/CreateBin",
    idField: "BinId",
    create: (n) => ({
      BinId: 0,
      RowName: "K",
      RowNo: 1,
      ColNo: n,
      ColAddress: `K-${n}`,
      StoreType: "Rack",
      Height: 100,
      Width: 50,
      Length: 200,
    }),
    field: "Height",
    changed: 120,
    update: "BinMaster/BinUpdate",
    deactivate: (id) => `BinMaster/InActiveRow/${id}/false`,
  },
  {
    entity: "Carton",
    controller: "CartonMaster/CreateCarton",
    idField: "CartonId",
    create: (n) => ({ CartonId: 0, CartonName: `Box ${n}`, Height: 10, Width: 20, Length: 50 }),
    field: "Height",
    changed: 20,
    // CreateCarton with an id above 0 updates: recorded as an update.
    update: "CartonMaster/CreateCarton",
    deactivate: (id) => `CartonMaster/InActiveRow/${id}/false`,
  },
];

describe("masters' saves (create, update, deactivation)", () => {
  it.each(masters.map((m, i) => [m.entity, m, i] as const))(
    "%s: each of create, update and deactivation leaves exactly one row with the right before and after",
    async (_, m, i) => {
      const body = m.create(100 + i);
      const created = await t.call<Record<string, number>>("POST", `/api/api/${m.controller}`, body);
      expect(created.body.ResponseCode).toBe("200");
      const id = created.body.ResponseData[m.idField];
      let events = await eventsOf(m.entity, id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        action: "Create",
        userId: adminId,
        userName: "Administrator",
        before: null,
        after: { [m.field]: body[m.field], IsActive: true },
      });
      expect(events[0].address).not.toBe("");

      const updated = await t.call("POST", `/api/api/${m.update}`, {
        ...body,
        [m.idField]: id,
        [m.field]: m.changed,
      });
      expect(updated.body.ResponseCode).toBe("200");
      events = await eventsOf(m.entity, id);
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({
        action: "Update",
        before: { [m.field]: body[m.field] },
        after: { [m.field]: m.changed },
      });
      expect(Object.keys(events[1].after!)).toEqual([m.field]);

      const off = await t.call("GET", `/api/api/${m.deactivate(id)}`);
      expect(off.body.ResponseCode).toBe("200");
      events = await eventsOf(m.entity, id);
      expect(events).toHaveLength(3);
      expect(events[2]).toMatchObject({
        action: "Deactivate",
        before: { IsActive: true },
        after: { IsActive: false },
      });
    },
  );

  it("a save that changes nothing records nothing; an update that only clears IsActive is a deactivation", async () => {
    const body = masters[0].create(900);
    const id = (await t.call<{ WarehouseId: number }>("POST", "/api/api/Warehouse/CreateWarehouse", body))
      .body.ResponseData.WarehouseId;
    await t.call("POST", "/api/api/Warehouse/UpdateWarehouse", { ...body, WarehouseId: id });
    expect(await eventsOf("Warehouse", id)).toHaveLength(1);
    await t.call("POST", "/api/api/Warehouse/UpdateWarehouse", { ...body, WarehouseId: id, IsActive: false });
    const events = await eventsOf("Warehouse", id);
    expect(events.map((e) => e.action)).toEqual(["Create", "Deactivate"]);
    expect(events[1].after).toEqual({ IsActive: false });
  });

  it("a refused save (a code taken, a blank field) writes no audit row", async () => {
    await t.call("POST", "/api/api/Warehouse/CreateWarehouse", masters[0].create(901));
    const before = (await allEvents()).length;
    const taken = await t.call("POST", "/api/api/Warehouse/CreateWarehouse", masters[0].create(901));
    expect(taken.body.ResponseCode).toBe("400");
    const blank = await t.call("POST", "/api/api/Warehouse/CreateWarehouse", {
      ...masters[0].create(902),
      WarehouseName: " ",
    });
    expect(blank.body.ResponseCode).toBe("400");
    const noRole = await t.call("POST", "/api/api/User/UpdateUser", {
      ...masters[5].create(903),
      UserId: adminId,
      Email: "admin@example.com",
      RoleId: 999_999,
    });
    expect(noRole.body.ResponseCode).toBe("400");
    expect((await allEvents()).length).toBe(before);
  });

  it("a user's password is never recorded, on create or when an admin sets a new one", async () => {
    const body = masters[5].create(904);
    const id = (await t.call<{ UserId: number }>("POST", "/api/api/User/CreateUser", body)).body.ResponseData
      .UserId;
    await t.call("POST", "/api/api/User/UpdateUser", {
      ...body,
      UserId: id,
      Password: "New123",
      ConfirmPassword: "New123",
    });
    const events = [...(await eventsOf("User", id)), ...(await eventsOf("Password", id))];
    expect(events.map((e) => [e.entity, e.action])).toEqual([
      ["User", "Create"],
      ["Password", "PasswordReset"],
    ]);
    const text = JSON.stringify(events);
    expect(text).not.toMatch(/Abc123|New123|scrypt|hash|"password":/i);
  });
});

describe("a user's role change", () => {
  it("leaves exactly one RoleChange row with the role before and after", async () => {
    const [other] = await t.db
      .insert(roles)
      .values({ roleName: "Checkers", roleDesc: "QC" })
      .returning({ roleId: roles.roleId });
    const body = { ...masters[5].create(905), RoleId: roleId };
    const id = (await t.call<{ UserId: number }>("POST", "/api/api/User/CreateUser", body)).body.ResponseData
      .UserId;
    const res = await t.call("POST", "/api/api/User/UpdateUser", {
      ...body,
      UserId: id,
      RoleId: other.roleId,
      Password: "",
      ConfirmPassword: "",
    });
    expect(res.body.ResponseCode).toBe("200");
    const events = await eventsOf("UserRole", id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: "RoleChange",
      before: { RoleId: roleId },
      after: { RoleId: other.roleId },
    });
    expect(await eventsOf("User", id)).toHaveLength(1);
  });
});

describe("a role's rights change", () => {
  it("leaves exactly one RightsChange row naming each page whose rights changed", async () => {
    const [role] = await t.db
      .insert(roles)
      .values({ roleName: "Viewers", roleDesc: "v" })
      .returning({ roleId: roles.roleId });
    const tree = (
      await t.call<Parameters<typeof setRights>[0]>(
        "GET",
        `/api/api/Permission/GetPagePermissionRoleID/${role.roleId}`,
      )
    ).body.ResponseData;
    let next = setRights(tree, "bin-master", { IsView: true, IsAdd: true });
    next = setRights(next, "dashboard", { IsView: true });
    expect((await t.call("POST", "/api/api/Permission/UpdatePagePermission", next)).body.ResponseCode).toBe(
      "200",
    );
    let events = await eventsOf("RolePermission", role.roleId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: "RightsChange",
      before: { "bin-master": "None", dashboard: "None" },
      after: { "bin-master": "View, Add", dashboard: "View" },
    });
    expect(find(next, "bin-master").IsView).toBe(true);

    const saved = (
      await t.call<Parameters<typeof setRights>[0]>(
        "GET",
        `/api/api/Permission/GetPagePermissionRoleID/${role.roleId}`,
      )
    ).body.ResponseData;
    await t.call(
      "POST",
      "/api/api/Permission/UpdatePagePermission",
      setRights(saved, "bin-master", { IsAdd: false }),
    );
    events = await eventsOf("RolePermission", role.roleId);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      before: { "bin-master": "View, Add" },
      after: { "bin-master": "View" },
    });
  });
});

describe("passwords and sign-ins", () => {
  const addUser = async (email: string) => {
    const res = await t.call<{ UserId: number }>("POST", "/api/api/User/CreateUser", {
      ...masters[5].create(0),
      Email: email,
      Password: "Old123",
      ConfirmPassword: "Old123",
    });
    return res.body.ResponseData.UserId;
  };

  it("a password change is one row under the user, carrying no secret", async () => {
    const id = await addUser("changer@example.com");
    const token = await t.login("changer@example.com", "Old123");
    const res = await t.call(
      "POST",
      "/api/api/User/ChangePassword",
      { UserId: id, OldPassword: "Old123", NewPassword: "New123", ConfirmPassword: "New123" },
      token,
    );
    expect(res.body.ResponseCode).toBe("200");
    const events = await eventsOf("Password", id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: "PasswordChange", userId: id, before: null, after: null });
  });

  it("a reset by link is one row under the link's user, carrying no secret", async () => {
    const id = await addUser("resetter@example.com");
    const token = "a-reset-token-for-the-audit-test";
    await t.db.insert(passwordResets).values({
      userId: id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await t.call(
      "POST",
      "/api/api/Login/ResetPassword",
      { Token: token, NewPassword: "Reset123", ConfirmPassword: "Reset123" },
      null,
    );
    expect(res.body.ResponseCode).toBe("200");
    const events = await eventsOf("Password", id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: "PasswordReset", userId: id, before: null, after: null });
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it("records a success, a failure (with the email and why, not the password) and one limited refusal", async () => {
    const id = await addUser("signer@example.com");
    await t.login("signer@example.com", "Old123");
    expect((await eventsOf("SignIn", id)).map((e) => e.action)).toEqual(["SignInSuccess"]);

    const attempt = (email: string, password: string) =>
      t.call("POST", "/api/api/Login/CheckUser", { Email: email, Password: password }, null);
    expect((await attempt("signer@example.com", "Wrong999")).body.ResponseCode).toBe("400");
    const failure = (await eventsOf("SignIn", id)).at(-1)!;
    expect(failure).toMatchObject({
      action: "SignInFailure",
      after: { Email: "signer@example.com", Reason: "Wrong password" },
    });
    expect(JSON.stringify(failure)).not.toContain("Wrong999");

    await attempt("ghost@example.com", "Nope123");
    const unknown = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.after}->>'Email' = 'ghost@example.com'`);
    expect(unknown).toMatchObject([{ action: "SignInFailure", userId: null, recordId: null, userName: "" }]);

    // The limit is 3 an account a minute: the 4th and 5th are refused, only the first refusal is recorded.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt("limited@example.com", "Bad123")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await attempt("limited@example.com", "Bad123")).status).toBe(429);
    const limited = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "SignInLimited"),
          sql`${auditEvents.after}->>'Email' = 'limited@example.com'`,
        ),
      );
    expect(limited).toHaveLength(1);
  });
});

describe("the audit table is append-only", () => {
  it("refuses update, delete and truncate in the database itself", async () => {
    const before = await allEvents();
    expect(before.length).toBeGreaterThan(0);
    await expect(t.db.execute(sql`update ${auditEvents} set user_name = 'someone else'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ${auditEvents}`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ${auditEvents}`)).rejects.toThrow();
    expect(await allEvents()).toEqual(before);
  });
});

describe("Audit/GetChanges", () => {
  const changes = (body: Record<string, unknown>, token?: string) =>
    t.call<AuditChangeRow[]>("POST", "/api/api/Audit/GetChanges", body, token);

  it("pages newest first with TotalRows, and narrows by entity (with its parts), record, user, dates and search", async () => {
    const total = (await allEvents()).length;
    const first = await changes({ PageSize: 5, First: 1 });
    expect(first.body.ResponseCode).toBe("200");
    expect(first.body.ResponseData).toHaveLength(5);
    expect(first.body.ResponseData[0].TotalRows).toBe(total);
    const second = await changes({ PageSize: 5, First: 6 });
    const ids = [...first.body.ResponseData, ...second.body.ResponseData].map((r) => r.AuditId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(10);

    const user = await t.db.select().from(users).where(eq(users.email, "signer@example.com"));
    const userId = user[0].userId;
    const ofUser = await changes({ Entity: "User", RecordId: userId, PageSize: 100 });
    const expected = await t.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.entity} in ('User', 'UserRole', 'Password') and ${auditEvents.recordId} = ${userId}`,
      );
    expect(ofUser.body.ResponseData.map((r) => r.AuditId).sort()).toEqual(
      expected.map((e) => e.auditId).sort(),
    );
    expect(ofUser.body.ResponseData[0].TotalRows).toBe(expected.length);

    const byUser = await changes({ UserId: userId, PageSize: 100 });
    expect(byUser.body.ResponseData.every((r) => r.UserId === userId)).toBe(true);
    expect(byUser.body.ResponseData.length).toBeGreaterThan(0);

    const today = new Date();
    const mmdd = (d: Date) =>
      `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
    const tomorrow = new Date(today.getTime() + 2 * 86_400_000);
    expect((await changes({ FromDate: mmdd(tomorrow), PageSize: 5 })).body.ResponseData).toEqual([]);
    const yesterday = new Date(today.getTime() - 86_400_000);
    expect(
      (await changes({ FromDate: mmdd(yesterday), ToDate: mmdd(tomorrow), PageSize: 5 })).body.ResponseData[0]
        .TotalRows,
    ).toBe(total);

    const searched = await changes({ SearchValue: "RoleChange", PageSize: 100 });
    expect(searched.body.ResponseData.map((r) => r.Action)).toEqual(["RoleChange"]);

    const sorted = await changes({ SortColumn: "Entity", SortOrder: "ASC", PageSize: 100 });
    const entities = sorted.body.ResponseData.map((r) => r.Entity);
    expect(entities).toEqual([...entities].sort());
  });

  it("refuses a date that is not one and a From Date after the To Date", async () => {
    expect((await changes({ FromDate: "31/31/2026" })).body.ResponseCode).toBe("400");
    expect((await changes({ FromDate: "11/20/2026", ToDate: "11/19/2026" })).body.ResponseCode).toBe("400");
  });

  it("without the Audit Trail page: one record's history of an entity whose page the user may view, nothing else", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "viewer@example.com");
    const [wh] = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, "Warehouse")).limit(1);
    const own = await changes({ Entity: "Warehouse", RecordId: wh.recordId }, token);
    expect(own.body.ResponseCode).toBe("200");
    expect(own.body.ResponseData.every((r) => r.Entity === "Warehouse" && r.RecordId === wh.recordId)).toBe(
      true,
    );
    expect((await changes({}, token)).body.ResponseCode).toBe("400");
    expect((await changes({ Entity: "Warehouse" }, token)).body.ResponseCode).toBe("400");
    expect((await changes({ Entity: "User", RecordId: adminId }, token)).body.ResponseCode).toBe("403");
    expect((await changes({ Entity: "SignIn", RecordId: adminId }, token)).body.ResponseCode).toBe("403");
    const none = await tokenWithRights(t, "dashboard", ["view"], "nobody@example.com");
    expect((await changes({ Entity: "Warehouse", RecordId: wh.recordId }, none)).status).toBe(403);
  });
});
