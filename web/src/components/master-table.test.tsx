import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type CallData, type MasterCalls, masterCalls, pageSizeMax } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { clearSession, savePermissions } from "../platform/session";
import { answered, fakeServer } from "../test/fake-server";
import { type MasterConfig, MasterTable } from "./master-table";

const { warehouse, bin } = masterCalls;
type WarehouseRow = CallData<typeof warehouse.list>[number];

const audit = {
  CreatedBy: 1,
  UpdatedBy: null,
  CreatedDate: "2025-01-06T09:30:00.000Z",
  UpdatedDate: null,
  CreatedDt: "2025-01-06T09:30:00.000Z",
  UpdatedDt: null,
};

const warehouseRow = (WarehouseId: number, IsActive: boolean, TotalRows: number): WarehouseRow => ({
  WarehouseId,
  WarehouseCode: `WH-${WarehouseId}`,
  WarehouseName: WarehouseId === 1 ? "Main" : "Old",
  Address: "Pune",
  IsActive,
  TotalRows,
  ...audit,
});

const rows = [warehouseRow(1, true, 2), warehouseRow(2, false, 2)];

let server: ReturnType<typeof fakeServer>;
/** The master dialog's own X (a toast of an earlier test may still show a Close button of its own). */
const closeOfDialog = () => within(screen.getByRole("dialog")).getByRole("button", { name: "Close" });

beforeEach(() => {
  server = fakeServer();
  server.answer(warehouse.deactivate, answered(null));
  server.answer(warehouse.update, answered({ WarehouseId: 1 }));
});

function renderMaster<C extends MasterCalls>(config: MasterConfig<C>) {
  render(
    <MemoryRouter initialEntries={["/masters/warehouse-master"]}>
      <QueryClientProvider client={new QueryClient()}>
        <MasterTable config={config} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function renderTable(list: WarehouseRow[] | ((First: number) => WarehouseRow[])) {
  // A GET list's query travels as text.
  server.answer(warehouse.list, (query) =>
    answered(typeof list === "function" ? list(Number(query.First ?? 1)) : list),
  );
  renderMaster({
    calls: warehouse,
    title: "Warehouse Master",
    dialogTitle: "Warehouse",
    idField: "WarehouseId",
    paging: "client",
    columns: [{ title: "Warehouse Code", dataIndex: "WarehouseCode" }],
    fields: [
      { name: "WarehouseCode", label: "Warehouse Code" },
      { name: "WarehouseName", label: "Name" },
      { name: "Address", label: "Address" },
    ],
  });
}

const loaded = () => screen.findByText("Showing 1 to 2 of 2", {}, { timeout: 15_000 });

describe("MasterTable", { timeout: 60_000 }, () => {
  it("shows 'No data found.' for an empty list", async () => {
    renderTable([]);
    expect(await screen.findByText("No data found.")).toBeTruthy();
  });

  it("asks the server for one bounded page (a client-paged grid's 10 rows, newest first) and the next on a page click", async () => {
    renderTable((First) => Array.from({ length: 10 }, (_, i) => warehouseRow(First + i, true, 25)));
    expect(await screen.findByText("Showing 1 to 10 of 25", {}, { timeout: 15_000 })).toBeTruthy();
    expect(server.inputs(warehouse.list)[0]).toMatchObject({
      First: "1",
      PageSize: "10",
      SortColumn: "CreatedDate",
      SortOrder: "DESC",
    });
    fireEvent.click(screen.getByTitle("2"));
    expect(await screen.findByText("WH-11", {}, { timeout: 15_000 })).toBeTruthy();
    expect(server.inputs(warehouse.list).at(-1)).toMatchObject({ First: "11", PageSize: "10" });
    const sizes = server.inputs(warehouse.list).map((query) => Number(query.PageSize));
    expect(sizes.every((size) => size >= 1 && size <= pageSizeMax)).toBe(true);
  });

  it("shows the paginator text and a disabled switch for inactive rows", async () => {
    renderTable(rows);
    expect(await loaded()).toBeTruthy();
    const switches = screen.getAllByRole("switch") as HTMLButtonElement[];
    expect(switches.map((s) => s.disabled)).toEqual([false, true]);
  });

  it("asks before deactivating and calls the deactivation only on Yes", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getAllByRole("switch")[0]);
    expect(
      (await screen.findAllByText("Are you sure you want to InActive?", {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(server.inputs(warehouse.deactivate)).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(server.inputs(warehouse.deactivate)).toEqual([{ id: "1" }]));
  });

  it("Add opens the dialog in Submit mode and shows the spec's messages without saving", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("Fields marked as (*) are required.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please enter warehouse code.", {}, { timeout: 5000 })).toBeTruthy();
    expect(server.inputs(warehouse.create)).toHaveLength(0);
  });

  it("Esc in Add with typed data asks first: Keep editing keeps the entry, Discard closes the dialog", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.change(screen.getByLabelText("Warehouse Code"), { target: { value: "WH-TYPED" } });
    fireEvent.keyDown(screen.getByLabelText("Warehouse Code"), { key: "Escape", code: "Escape" });
    expect(
      (await screen.findAllByText("Discard your changes?", {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryAllByText("Discard your changes?")).toHaveLength(0));
    expect((screen.getByLabelText("Warehouse Code") as HTMLInputElement).value).toBe("WH-TYPED");
    fireEvent.click(closeOfDialog());
    fireEvent.click(await screen.findByRole("button", { name: "Discard" }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByLabelText("Warehouse Code")).toBeNull());
  });

  it("Esc in an untouched dialog closes it without asking", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.click(closeOfDialog());
    await waitFor(() => expect(screen.queryByLabelText("Warehouse Code")).toBeNull());
    expect(screen.queryAllByText("Discard your changes?")).toHaveLength(0);
  });

  it("a view-only role sees no Action column", async () => {
    savePermissions([
      {
        PageId: 1,
        PageName: "Warehouse Master",
        ActionName: "warehouse-master",
        IsView: true,
        IsAdd: false,
        IsEdit: false,
        IsDelete: false,
      },
    ]);
    try {
      renderTable(rows);
      await loaded();
      expect(screen.queryByRole("columnheader", { name: "Action" })).toBeNull();
      expect(screen.queryAllByRole("switch")).toHaveLength(0);
      expect(screen.queryByRole("button", { name: "Add" })).toBeNull();
    } finally {
      clearSession();
    }
  });

  it("the pencil opens Update mode, prefilled, with the Is Active box", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getAllByRole("button", { name: "Edit" })[0]);
    expect((screen.getByLabelText("Warehouse Code") as HTMLInputElement).value).toBe("WH-1");
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Is Active" })).toBeTruthy();
  });

  it("Update saves through the update call with the row's id", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getAllByRole("button", { name: "Edit" })[0]);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Main store" } });
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() =>
      expect(server.inputs(warehouse.update)).toEqual([
        expect.objectContaining({ WarehouseId: 1, WarehouseName: "Main store", IsActive: true }),
      ]),
    );
    expect(server.inputs(warehouse.create)).toHaveLength(0);
  });
});

describe("MasterTable of a master whose switch takes the flag (bins)", { timeout: 60_000 }, () => {
  it("asks 'Active / InActive' and sends the bin's id with the flag", async () => {
    server.answer(
      bin.list,
      answered([
        {
          BinId: 7,
          RowName: "A",
          RowNo: 1,
          ColNo: 3,
          ColAddress: "A-03",
          StoreType: "",
          Height: 10,
          Width: 10,
          Length: 10,
          Volume: 0.001,
          ColStatus: false,
          IsActive: false,
          TotalRows: 1,
          ...audit,
        },
      ]),
    );
    server.answer(bin.deactivate, answered(null));
    renderMaster({
      calls: bin,
      title: "Bin Master",
      dialogTitle: "Bin",
      idField: "BinId",
      paging: "server",
      columns: [{ title: "Col Address", dataIndex: "ColAddress" }],
      fields: [],
    });
    expect(await screen.findByText("A-03", {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("switch"));
    expect(
      (await screen.findAllByText("Are you sure you want to Active / InActive?", {}, { timeout: 5000 }))
        .length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(server.inputs(bin.deactivate)).toEqual([{ id: "7", isActive: "true" }]));
  });
});

describe("MasterTable with row selection (bins' labels)", { timeout: 60_000 }, () => {
  const selectable = (onAction: (rows: WarehouseRow[]) => void) => ({
    calls: warehouse,
    title: "Warehouse Master",
    dialogTitle: "Warehouse",
    idField: "WarehouseId" as const,
    paging: "client" as const,
    columns: [{ title: "Warehouse Code", dataIndex: "WarehouseCode" }],
    fields: [],
    selection: { actionLabel: "Print", noneSelected: "Tick some rows.", onAction },
  });

  it("keeps rows ticked across pages and hands them all to the action", async () => {
    const ticked: WarehouseRow[][] = [];
    server.answer(warehouse.list, (query) =>
      answered(
        Number(query.First ?? 1) === 1
          ? Array.from({ length: 10 }, (_, i) => warehouseRow(i + 1, true, 12))
          : [warehouseRow(11, true, 12), warehouseRow(12, true, 12)],
      ),
    );
    renderMaster(selectable((rows) => ticked.push(rows)));
    const first = await screen.findByText("WH-2", {}, { timeout: 15_000 });
    fireEvent.click(within(first.closest("tr") as HTMLElement).getByRole("checkbox"));
    fireEvent.click(screen.getByTitle("2"));
    const later = await screen.findByText("WH-12", {}, { timeout: 15_000 });
    fireEvent.click(within(later.closest("tr") as HTMLElement).getByRole("checkbox"));
    fireEvent.click(await screen.findByRole("button", { name: "Print (2)" }));
    expect(ticked.map((rows) => rows.map((r) => r.WarehouseId))).toEqual([[2, 12]]);
  });

  it("says so when the action is pressed with nothing ticked", async () => {
    const ticked: WarehouseRow[][] = [];
    server.answer(warehouse.list, answered(rows));
    renderMaster(selectable((r) => ticked.push(r)));
    await loaded();
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(await screen.findByText("Tick some rows.")).toBeTruthy();
    expect(ticked).toEqual([]);
  });

  it("a master without selection has no check boxes", async () => {
    renderTable(rows);
    await loaded();
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
  });
});
