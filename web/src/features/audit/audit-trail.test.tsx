import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type AuditChangeRow, auditCalls, masterCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { answered, fakeServer } from "../../test/fake-server";
import AuditTrailPage from "./audit-trail";

type Row = Omit<AuditChangeRow, "At"> & { At: string };
const event = (AuditId: number, extra: Partial<Row> = {}): Row => ({
  AuditId,
  At: "2026-11-20T09:30:00.000Z",
  UserId: 1,
  UserName: "Administrator",
  Address: "10.0.0.7",
  Entity: "Warehouse",
  RecordId: 5,
  Action: "Update",
  Before: { WarehouseName: "Main" },
  After: { WarehouseName: "Annex" },
  TotalRows: 2,
  ...extra,
});
const events = [
  event(2),
  event(1, {
    UserId: null,
    UserName: "",
    Entity: "SignIn",
    RecordId: null,
    Action: "SignInFailure",
    Before: null,
    After: { Email: "x@example.com", Reason: "Unknown account" },
  }),
];

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(auditCalls.getChanges, answered(events));
});

const wrap = (node: React.ReactNode, path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );

describe("Audit Trail page", { timeout: 60_000 }, () => {
  it("lists the events a page at a time, newest first, and a row expands to its fields before and after", async () => {
    wrap(<AuditTrailPage />, "/reports/audit-trail");
    expect(await screen.findByText("Showing 1 to 2 of 2", {}, { timeout: 15_000 })).toBeTruthy();
    expect(server.inputs(auditCalls.getChanges)[0]).toMatchObject({
      First: 1,
      PageSize: 5,
      SortColumn: "At",
      SortOrder: "DESC",
    });
    expect(screen.getByText("Updated")).toBeTruthy();
    expect(screen.getByText("Sign-in failed")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: /expand row/i })[0]);
    expect(await screen.findByText("WarehouseName")).toBeTruthy();
    expect(screen.getByText("Main")).toBeTruthy();
    expect(screen.getByText("Annex")).toBeTruthy();
  });

  it("a click on a user's name shows only that user's events; the search and entity go to the server", async () => {
    wrap(<AuditTrailPage />, "/reports/audit-trail");
    await screen.findByText("Showing 1 to 2 of 2", {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole("button", { name: "Administrator" }));
    await waitFor(() =>
      expect(server.inputs(auditCalls.getChanges).at(-1)).toMatchObject({ UserId: 1, First: 1 }),
    );
    expect(screen.getByText("User: Administrator")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Global search"), { target: { value: "Role" } });
    await waitFor(() =>
      expect(server.inputs(auditCalls.getChanges).at(-1)).toMatchObject({ SearchValue: "Role", UserId: 1 }),
    );
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Entity" }));
    fireEvent.click(await screen.findByTitle("Product"));
    await waitFor(() =>
      expect(server.inputs(auditCalls.getChanges).at(-1)).toMatchObject({ Entity: "Product", UserId: 1 }),
    );
  });
});

describe("a master row's History", { timeout: 60_000 }, () => {
  it("opens the record's changes: GetChanges of its entity and id", async () => {
    const { warehouse } = masterCalls;
    server.answer(warehouse.list, () =>
      answered([
        {
          WarehouseId: 5,
          WarehouseCode: "WH-5",
          WarehouseName: "Annex",
          Address: "Pune",
          IsActive: true,
          TotalRows: 1,
          CreatedBy: 1,
          UpdatedBy: 1,
          CreatedDate: "2026-11-01T09:30:00.000Z",
          UpdatedDate: null,
          CreatedDt: "2026-11-01T09:30:00.000Z",
          UpdatedDt: null,
        },
      ]),
    );
    server.answer(auditCalls.getChanges, answered([event(2, { TotalRows: 1 })]));
    const config: MasterConfig<typeof warehouse> = {
      calls: warehouse,
      title: "Warehouse Master",
      dialogTitle: "Warehouse",
      idField: "WarehouseId",
      history: { entity: "Warehouse", title: (row) => row.WarehouseCode },
      paging: "client",
      columns: [{ title: "Warehouse Code", dataIndex: "WarehouseCode" }],
      fields: [{ name: "WarehouseCode", label: "Warehouse Code" }],
    };
    wrap(<MasterTable config={config} />, "/masters/warehouse-master");
    fireEvent.click(await screen.findByRole("button", { name: "History" }, { timeout: 15_000 }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("History - WH-5")).toBeTruthy();
    await waitFor(() =>
      expect(server.inputs(auditCalls.getChanges).at(-1)).toMatchObject({ Entity: "Warehouse", RecordId: 5 }),
    );
    fireEvent.click(await within(dialog).findByRole("button", { name: /expand row/i }));
    expect(await within(dialog).findByText("Annex")).toBeTruthy();
    expect(within(dialog).getByText("Main")).toBeTruthy();
  });
});
