import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { dispatchCalls, inboundMessages, dispatchMessages as m } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { savePermissions } from "../../platform/session";
import { answered, fakeServer, refused } from "../../test/fake-server";
import type { DispatchOrderDetailAnswer, DispatchOrderRow } from "./api";
import DispatchOrders from "./dispatch-orders";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const head = {
  DispatchOrderId: 11,
  ErpOrderNo: "SO-1001",
  CustomerCode: "C-100",
  CustomerName: "Shree Auto Components",
  PromisedDate: "2026-12-15",
  Status: "Open" as const,
  LineCount: 2,
  OrderedQty: 50,
  DispatchedQty: 0,
  CreatedBy: "Administrator",
  CreatedAt: "2026-11-28T09:00:00.000Z",
};
const row: DispatchOrderRow = { ...head, TotalRows: 1 };
const detail: DispatchOrderDetailAnswer = {
  ...head,
  Address: "Bhosari, Pune",
  GSTNumber: "27AAPFU0939F1ZV",
  Lines: [
    { LineNo: 1, ProductCode: "FG-CHAIR", ProductName: "Office chair", Qty: 40, DispatchedQty: 0 },
    { LineNo: 2, ProductCode: "FG-TABLE", ProductName: "Office table", Qty: 10, DispatchedQty: 0 },
  ],
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  toast.mockReset();
  savePermissions([
    {
      PageId: 1,
      PageName: "Dispatch Orders",
      ActionName: "dispatch-orders",
      IsView: true,
      IsAdd: true,
      IsEdit: false,
      IsDelete: false,
    },
  ]);
  server = fakeServer();
  server.answer(dispatchCalls.getDispatchOrders, () => answered([row]));
  server.answer(dispatchCalls.getDispatchOrder, () => answered(detail));
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/dispatch-orders"]}>
        <DispatchOrders />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const csv = "ErpOrderNo,CustomerCode,PromisedDate,ProductCode,Qty\nSO-2001,C-100,12/15/2026,FG-CHAIR,5\n";

describe("Dispatch Orders", { timeout: 60_000 }, () => {
  it("lists orders with customer, promised day, status and quantities; narrowing by status asks the server", async () => {
    renderPage();
    expect(await screen.findByRole("button", { name: "SO-1001" })).toBeTruthy();
    expect(screen.getByText("C-100: Shree Auto Components")).toBeTruthy();
    expect(screen.getByText("15 Dec 2026")).toBeTruthy();
    expect(screen.getByText("0 / 50")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Order status" }));
    fireEvent.click(await screen.findByTitle("Dispatched"));
    await waitFor(() =>
      expect(server.inputs(dispatchCalls.getDispatchOrders).at(-1)).toMatchObject({ Status: "Dispatched" }),
    );
  });

  it("opens an order with its customer and lines", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "SO-1001" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Office chair")).toBeTruthy();
    expect(within(dialog).getByText("27AAPFU0939F1ZV")).toBeTruthy();
    expect(within(dialog).getByText("Office table")).toBeTruthy();
    expect(server.inputs(dispatchCalls.getDispatchOrder)).toEqual([{ DispatchOrderId: "11" }]);
  });

  it("imports a CSV file as its text and reloads the list", async () => {
    server.answer(dispatchCalls.importDispatchOrders, () =>
      answered({ Rows: 1, Saved: ["SO-2001"], AlreadyThere: [] }, m.imported(1, 0)),
    );
    renderPage();
    await screen.findByRole("button", { name: "SO-1001" });
    const listed = server.inputs(dispatchCalls.getDispatchOrders).length;
    choose(new File([csv], "orders.csv", { type: "text/csv" }));
    await waitFor(() => expect(server.inputs(dispatchCalls.importDispatchOrders)).toEqual([{ Csv: csv }]));
    await waitFor(() =>
      expect(server.inputs(dispatchCalls.getDispatchOrders).length).toBeGreaterThan(listed),
    );
  });

  it("sends a JSON file's rows, and lists every refused row by line when nothing was imported", async () => {
    server.answer(dispatchCalls.importDispatchOrders, () =>
      refused(inboundMessages.importFailed, [
        { Line: 1, Message: m.unknownCustomer("C-999") },
        { Line: 2, Message: m.notFinishedGood("RM-TUBE") },
      ]),
    );
    renderPage();
    await screen.findByRole("button", { name: "SO-1001" });
    const rows = [
      {
        ErpOrderNo: "SO-3001",
        CustomerCode: "C-999",
        PromisedDate: "12/15/2026",
        ProductCode: "FG-CHAIR",
        Qty: 1,
      },
    ];
    choose(new File([JSON.stringify(rows)], "orders.json", { type: "application/json" }));
    const list = await screen.findByRole("list", { name: "Refused rows" });
    expect(within(list).getByText(`Line 1: ${m.unknownCustomer("C-999")}`)).toBeTruthy();
    expect(within(list).getByText(`Line 2: ${m.notFinishedGood("RM-TUBE")}`)).toBeTruthy();
    expect(server.inputs(dispatchCalls.importDispatchOrders)).toEqual([{ Rows: rows }]);
  });

  it("refuses a JSON file that is not a list of rows without sending it", async () => {
    renderPage();
    await screen.findByRole("button", { name: "SO-1001" });
    choose(new File(["{ not json"], "orders.json", { type: "application/json" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith("warning", "orders.json is not a JSON list of rows."),
    );
    expect(server.inputs(dispatchCalls.importDispatchOrders)).toEqual([]);
  });

  it("offers no import without the Add right", async () => {
    savePermissions([
      {
        PageId: 1,
        PageName: "Dispatch Orders",
        ActionName: "dispatch-orders",
        IsView: true,
        IsAdd: false,
        IsEdit: false,
        IsDelete: false,
      },
    ]);
    renderPage();
    await screen.findByRole("button", { name: "SO-1001" });
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
