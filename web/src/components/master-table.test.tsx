import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ListQuery, pageSizeMax, warehouseRequest } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { clearSession, savePermissions } from "../app/session";
import { type MasterConfig, type MasterRow, MasterTable } from "./master-table";

const rows: MasterRow[] = [
  {
    WarehouseId: 1,
    WarehouseCode: "WH-1",
    WarehouseName: "Main",
    Address: "Pune",
    IsActive: true,
    TotalRows: 2,
  },
  {
    WarehouseId: 2,
    WarehouseCode: "WH-2",
    WarehouseName: "Old",
    Address: "Pune",
    IsActive: false,
    TotalRows: 2,
  },
];

function renderTable(list: MasterRow[] | ((query: ListQuery) => MasterRow[])) {
  const setActive = vi.fn(async () => ({ ResponseCode: "200", ResponseMessage: "ok", ResponseData: null }));
  const save = vi.fn(async () => ({ ResponseCode: "200", ResponseMessage: "ok", ResponseData: null }));
  const config: MasterConfig<MasterRow> = {
    title: "Warehouse Master",
    dialogTitle: "Warehouse",
    idField: "WarehouseId",
    queryKey: "test-warehouses",
    paging: "client",
    schema: warehouseRequest,
    columns: [{ title: "Warehouse Code", dataIndex: "WarehouseCode" }],
    fields: [
      { name: "WarehouseCode", label: "Warehouse Code" },
      { name: "WarehouseName", label: "Name" },
      { name: "Address", label: "Address" },
    ],
    list: vi.fn(async (query: ListQuery) => (typeof list === "function" ? list(query) : list)),
    save,
    setActive,
  };
  render(
    <MemoryRouter initialEntries={["/masters/warehouse-master"]}>
      <QueryClientProvider client={new QueryClient()}>
        <MasterTable config={config} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { setActive, save, list: config.list };
}

const loaded = () => screen.findByText("Showing 1 to 2 of 2", {}, { timeout: 15_000 });

describe("MasterTable", { timeout: 60_000 }, () => {
  it("shows 'No data found.' for an empty list", async () => {
    renderTable([]);
    expect(await screen.findByText("No data found.")).toBeTruthy();
  });

  it("asks the server for one bounded page (a client-paged grid's 10 rows, newest first) and the next on a page click", async () => {
    const pageOf = (query: ListQuery) =>
      Array.from({ length: 10 }, (_, i) => ({
        WarehouseId: Number(query.First ?? 1) + i,
        WarehouseCode: `WH-${Number(query.First ?? 1) + i}`,
        IsActive: true,
        TotalRows: 25,
      }));
    const { list } = renderTable(pageOf);
    expect(await screen.findByText("Showing 1 to 10 of 25", {}, { timeout: 15_000 })).toBeTruthy();
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ First: 1, PageSize: 10, SortColumn: "CreatedDate", SortOrder: "DESC" }),
    );
    fireEvent.click(screen.getByTitle("2"));
    expect(await screen.findByText("WH-11", {}, { timeout: 15_000 })).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ First: 11, PageSize: 10 }));
    const sizes = vi.mocked(list).mock.calls.map(([q]) => Number(q.PageSize));
    expect(sizes.every((size) => size >= 1 && size <= pageSizeMax)).toBe(true);
  });

  it("shows the paginator text and a disabled switch for inactive rows", async () => {
    renderTable(rows);
    expect(await loaded()).toBeTruthy();
    const switches = screen.getAllByRole("switch") as HTMLButtonElement[];
    expect(switches.map((s) => s.disabled)).toEqual([false, true]);
  });

  it("asks before deactivating and calls the deactivation only on Yes", async () => {
    const { setActive } = renderTable(rows);
    await loaded();
    fireEvent.click(screen.getAllByRole("switch")[0]);
    expect(
      (await screen.findAllByText("Are you sure you want to InActive?", {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(setActive).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(setActive).toHaveBeenCalledWith(rows[0], false));
  });

  it("Add opens the dialog in Submit mode and shows the spec's messages without saving", async () => {
    const { save } = renderTable(rows);
    await loaded();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("Fields marked as (*) are required.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please enter warehouse code.", {}, { timeout: 5000 })).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
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
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.click(await screen.findByRole("button", { name: "Discard" }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByLabelText("Warehouse Code")).toBeNull());
  });

  it("Esc in an untouched dialog closes it without asking", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
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
});
