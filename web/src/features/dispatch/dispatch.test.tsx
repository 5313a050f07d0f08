import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { dispatchCalls, dispatchScanMessages as m, dispatchScanText as text } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import DispatchPage from "./dispatch";
import type { OrderToDispatch, ScannedFgPacket } from "./dispatch-api";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const order: OrderToDispatch = {
  DispatchOrderId: 7,
  ErpOrderNo: "SO-7",
  CustomerCode: "C-A",
  CustomerName: "Shree Auto Components",
  PromisedDate: "2026-12-15",
  Status: "Open",
  LineCount: 2,
  OrderedQty: 9,
  DispatchedQty: 0,
  CreatedBy: "Administrator",
  CreatedAt: "2026-11-28T09:00:00.000Z",
  Address: "Bhosari, Pune",
  GSTNumber: "",
  Lines: [
    { LineNo: 1, ProductCode: "FG-CHAIR", ProductName: "Chair", Qty: 6, DispatchedQty: 0 },
    { LineNo: 2, ProductCode: "FG-TABLE", ProductName: "Table", Qty: 3, DispatchedQty: 0 },
  ],
};

const packets: Record<string, ScannedFgPacket> = {
  "REQ1-F1": {
    QRCode: "REQ1-F1",
    ProductCode: "FG-CHAIR",
    ProductName: "Chair",
    Qty: 6,
    ColAddress: "F-01",
    RequisitionNo: "REQ1",
    ReceivedOn: "2026-11-28",
    Serials: [{ FromNo: 1, ToNo: 6 }],
    FifoWarning: null,
  },
  "REQ2-F2": {
    QRCode: "REQ2-F2",
    ProductCode: "FG-TABLE",
    ProductName: "Table",
    Qty: 4,
    ColAddress: "F-02",
    RequisitionNo: "REQ2",
    ReceivedOn: "2026-11-28",
    Serials: [{ FromNo: 7, ToNo: 10 }],
    FifoWarning: "An older packet REQ0-F9 is in bin F-09.",
  },
  "REQ1-F3": {
    QRCode: "REQ1-F3",
    ProductCode: "FG-CHAIR",
    ProductName: "Chair",
    Qty: 2,
    ColAddress: "F-01",
    RequisitionNo: "REQ1",
    ReceivedOn: "2026-11-28",
    Serials: [{ FromNo: 11, ToNo: 12 }],
    FifoWarning: null,
  },
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(dispatchCalls.getOpenOrders, () => answered([]));
  server.answer(dispatchCalls.getOrderToDispatch, (input) =>
    input.ErpOrderNo === "SO-7" ? answered(order) : refused(m.orderNoUnknown(input.ErpOrderNo)),
  );
  server.answer(dispatchCalls.getPacketToDispatch, (input) => answered(packets[input.QRCode]));
  server.answer(dispatchCalls.createDispatch, () =>
    answered(
      {
        DispatchId: 31,
        ErpOrderNo: "SO-7",
        Units: 9,
        Packets: 2,
        Rests: [{ QRCode: "REQ2-S40", ProductCode: "FG-TABLE", Qty: 1, Serials: [{ FromNo: 10, ToNo: 10 }] }],
      },
      m.dispatched(9, 2, "SO-7"),
    ),
  );
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/dispatch"]}>
        <DispatchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const scan = (value: string) => scanInto(text.scanLabel, value);
const packetList = () => within(document.querySelector(".dispatch-packets") as HTMLElement);
const lines = () => within(document.querySelector(".dispatch-lines") as HTMLElement);
const leftOf = (product: string) => lines().getByText(product).closest("tr")!.lastElementChild!.textContent;

describe("Dispatch", { timeout: 60_000 }, () => {
  it("scans the order, then its packets: each line's balance falls as they land, the packet beyond it is split, FIFO warns", async () => {
    renderPage();
    scan("SO-7");
    expect(await screen.findByText(text.scanPacketsNext("SO-7"))).toBeTruthy();
    expect(leftOf("FG-CHAIR")).toBe("6");
    scan("REQ1-F1");
    await waitFor(() => expect(leftOf("FG-CHAIR")).toBe("0"));
    scan("REQ2-F2");
    await waitFor(() => expect(leftOf("FG-TABLE")).toBe("0"));
    expect(screen.getByText(text.split(3, 4))).toBeTruthy();
    expect(screen.getByText("7-10")).toBeTruthy();
    expect(toast).toHaveBeenCalledWith("warning", packets["REQ2-F2"].FifoWarning);
    // A line already met takes no more: refused by name, not listed.
    scan("REQ1-F3");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.lineComplete("REQ1-F3", "FG-CHAIR")));
    expect(packetList().queryByText("REQ1-F3")).toBeNull();
    scan("REQ1-F1");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.alreadyScanned("REQ1-F1")));
  });

  it("confirms with vehicle and invoice number, sending each packet's units as shown; the split's rest is offered to label", async () => {
    renderPage();
    scan("SO-7");
    await screen.findByText(text.scanPacketsNext("SO-7"));
    scan("REQ1-F1");
    await screen.findByText("1-6");
    scan("REQ2-F2");
    await screen.findByText(text.split(3, 4));
    fireEvent.click(screen.getByRole("button", { name: text.confirm }));
    expect(toast).toHaveBeenCalledWith("warning", m.enterVehicleNo);
    fireEvent.change(screen.getByLabelText(text.vehicleNo), { target: { value: "MH12AB1234" } });
    fireEvent.click(screen.getByRole("button", { name: text.confirm }));
    expect(toast).toHaveBeenCalledWith("warning", m.enterDocumentNo);
    fireEvent.change(screen.getByLabelText(text.documentNo), { target: { value: "INV-88" } });
    fireEvent.click(screen.getByRole("button", { name: text.confirm }));
    expect(await screen.findByText(m.dispatched(9, 2, "SO-7"))).toBeTruthy();
    expect(server.inputs(dispatchCalls.createDispatch)).toEqual([
      {
        DispatchOrderId: 7,
        VehicleNo: "MH12AB1234",
        DocumentNo: "INV-88",
        Packets: [
          { QRCode: "REQ1-F1", Qty: 6 },
          { QRCode: "REQ2-F2", Qty: 3 },
        ],
      },
    ]);
    expect(screen.getByText("REQ2-S40")).toBeTruthy();
    // the rest's label prints to the device's printer like any new packet's (Ant Design's print control, loaded now)
    expect(await screen.findByRole("button", { name: "Print All" }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: text.deliveryNote })).toBeTruthy();
    expect(screen.getByText(text.noPackets)).toBeTruthy();
  });

  it("chooses the order among the open orders a search finds, by keyboard", async () => {
    const { Lines: _, ...open } = order;
    server.answer(dispatchCalls.getOpenOrders, (input) =>
      answered(open.ErpOrderNo.includes(input.SearchValue ?? "") ? [open] : []),
    );
    renderPage();
    const picker = screen.getByRole("combobox", { name: text.chooseOrder });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: "SO-7" } });
    await waitFor(() =>
      expect(server.inputs(dispatchCalls.getOpenOrders)).toContainEqual({ SearchValue: "SO-7" }),
    );
    const option = await screen.findByRole("option", { name: "SO-7 - Shree Auto Components" });
    expect(option.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(await screen.findByText(text.scanPacketsNext("SO-7"))).toBeTruthy();
    expect(leftOf("FG-TABLE")).toBe("3");
  });

  it("names an order it cannot find, and keeps asking for the order", async () => {
    renderPage();
    scan("SO-404");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.orderNoUnknown("SO-404")));
    expect(screen.getByText(text.scanOrderFirst)).toBeTruthy();
  });
});
