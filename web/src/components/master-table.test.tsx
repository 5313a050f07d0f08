import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { warehouseRequest } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type MasterConfig, type MasterRow, MasterTable } from "./master-table";

const rows: MasterRow[] = [
  { WarehouseId: 1, WarehouseCode: "WH-1", WarehouseName: "Main", Address: "Pune", IsActive: true },
  { WarehouseId: 2, WarehouseCode: "WH-2", WarehouseName: "Old", Address: "Pune", IsActive: false },
];

function renderTable(list: MasterRow[]) {
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
    list: async () => list,
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
  return { setActive, save };
}

const loaded = () => screen.findByText("Showing 1 to 2 of 2", {}, { timeout: 15_000 });

describe("MasterTable", { timeout: 60_000 }, () => {
  it("shows 'No data found.' for an empty list", async () => {
    renderTable([]);
    expect(await screen.findByText("No data found.")).toBeTruthy();
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

  it("the pencil opens Update mode, prefilled, with the Is Active box", async () => {
    renderTable(rows);
    await loaded();
    fireEvent.click(screen.getAllByRole("button", { name: "Edit" })[0]);
    expect((screen.getByLabelText("Warehouse Code") as HTMLInputElement).value).toBe("WH-1");
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Is Active" })).toBeTruthy();
  });
});
