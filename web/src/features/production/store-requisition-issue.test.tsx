import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  inboundCalls,
  productionMessages as m,
  productionCalls,
  type QueuedPacketActions,
  scanBoxLabels,
  stockMessages,
  stockOnHandMessages,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import type { BomIssueLine, PacketToIssue } from "./issue-api";
import StoreRequisitionIssuePage from "./store-requisition-issue";

// the broken QR codes' dialog loads when shown (Ant Design, `lazy`): loaded ahead, so its first load on a busy machine is not timed by findBy
beforeAll(() => import("../../components/packet-labels-dialog"), 120_000);

const calls = productionCalls.issue;
const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));
const device = vi.hoisted(() => ({
  offline: false,
  queued: { issues: [], moves: [], putAways: [] } as QueuedPacketActions,
}));
vi.mock("../../platform/offline/reachability", async (original) => ({
  ...(await original<typeof import("../../platform/offline/reachability")>()),
  isOffline: () => device.offline,
}));
vi.mock("../../platform/offline/sync", async (original) => ({
  ...(await original<typeof import("../../platform/offline/sync")>()),
  queuedPacketActions: async () => device.queued,
}));

let server: ReturnType<typeof fakeServer>;
const bomAsked = () => server.inputs(calls.getBomToIssue);
const packetsAsked = () => server.inputs(calls.getPacketToIssue).map((input) => input.QRCode);
const issued = () => server.inputs(calls.issueRMStore);

const line: BomIssueLine = {
  JobScheduleId: 1,
  OrderNo: "ORD-1",
  OrderNO: "ORD-1",
  RequisitionNo: "REQ000001",
  ProductCode: "FG-1",
  RMCode: "RM-1",
  ProductName: "Tube",
  RrBomQuantity: 2.5,
  Quantity: 5,
  ScannedQty: 0,
  RemainingQty: 5,
};
const packets: Record<string, PacketToIssue> = {
  Q1: {
    QRCode: "Q1",
    ProductCode: "RM-1",
    ProductName: "Tube",
    SupplierCode: "S1",
    Qty: 4,
    BinId: 1,
    ColAddress: "A-01",
    FifoWarning: null,
  },
  Q2: {
    QRCode: "Q2",
    ProductCode: "RM-1",
    ProductName: "Tube",
    SupplierCode: "S2",
    Qty: 4,
    BinId: 1,
    ColAddress: "A-01",
    FifoWarning: null,
  },
  Q3: {
    QRCode: "Q3",
    ProductCode: "RM-9",
    ProductName: "Bolt",
    SupplierCode: "S1",
    Qty: 1,
    BinId: 2,
    ColAddress: "A-02",
    FifoWarning: null,
  },
  Q4: {
    QRCode: "Q4",
    ProductCode: "RM-1",
    ProductName: "Tube",
    SupplierCode: "S1",
    Qty: 4.2,
    BinId: 2,
    ColAddress: "A-02",
    FifoWarning: null,
  },
};

const scanInto = (text: string) =>
  userEvent.type(screen.getByLabelText(scanBoxLabels.issue), `${text}{Enter}`);
const warned = (message: string) => waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", message));

beforeEach(() => {
  toast.mockReset();
  device.offline = false;
  device.queued = { issues: [], moves: [], putAways: [] };
  server = fakeServer();
  server.answer(calls.getBomToIssue, answered([line]));
  server.answer(calls.getPacketToIssue, ({ QRCode }) => answered([packets[QRCode]]));
  server.answer(calls.issueRMStore, answered([{ QRCode: "Q4-S9", ProductCode: "RM-1", Qty: 3.2 }]));
  server.answer(inboundCalls.getProductBinLocation, answered([]));
  server.answer(calls.getFifoRule, answered({ Fifo: "off" }));
});

/** Q1 and Q4 kept on the device from RM-1's location list: Q1 from a lot received before Q4's. */
const keptLocations = [
  { ...packets.Q1, QTY: 4, ReceivedOn: "2026-01-05" },
  { ...packets.Q4, QTY: 4.2, ReceivedOn: "2026-02-01" },
].map(({ QRCode, ProductCode, SupplierCode, QTY, BinId, ColAddress, ReceivedOn }) => ({
  QRCode,
  ProductCode,
  SupplierCode,
  QTY,
  BinId,
  ColAddress,
  ReceivedOn,
  CreatedDate: null,
  Status: "InBin" as const,
  HoldReason: null,
  Suggested: QRCode === "Q1",
}));

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/store-requisition-issue"]}>
        <StoreRequisitionIssuePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("StoreRequisitionIssuePage", { timeout: 60_000 }, () => {
  it("asks for the requisition on an empty scan before a BOM and for a QR code after", async () => {
    renderPage();
    await scanInto("");
    await warned(m.enterRequisitionNo);
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await scanInto("");
    await warned(m.enterQr);
  });

  it("answers every scan rule: required qty zero, same supplier, already scanned, issue all RM", async () => {
    renderPage();
    await scanInto("REQ000001");
    expect(await screen.findByText("Requisition No: REQ000001", { exact: false })).toBeTruthy();
    await scanInto("Q3");
    await warned(m.notInBom("RM-9"));
    await scanInto("Q1");
    expect(await screen.findByRole("cell", { name: "Q1" })).toBeTruthy();
    await scanInto("Q1");
    await warned(m.alreadyScanned);
    await scanInto("Q2");
    await warned("Please scan same supplier qr code ");
    fireEvent.click(screen.getByRole("button", { name: "Pick-Up" }));
    await warned(m.issueAllRm);
    expect(issued()).toHaveLength(0);
  });

  it("takes a scan FIFO warns of, naming the older packet and its bin once, on the status line (WMS_FIFO=warn)", async () => {
    const fifo = "An older packet of this product is in stock: Q0 in bin A-00. Issue it first (FIFO).";
    server.answer(calls.getPacketToIssue, ({ QRCode }) =>
      answered([{ ...packets[QRCode], FifoWarning: fifo }]),
    );
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await scanInto("Q1");
    expect(await screen.findByRole("cell", { name: "Q1" })).toBeTruthy();
    expect(await screen.findAllByText(fifo)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalledWith("warning", fifo);
  });

  it("sends the packets already in the pick list with each scan, so FIFO never names one of them", async () => {
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await scanInto("Q1");
    await screen.findByRole("cell", { name: "Q1" });
    await scanInto("Q4");
    await screen.findByRole("cell", { name: "Q4" });
    expect(server.inputs(calls.getPacketToIssue).map((input) => input.PickedQRCodes)).toEqual([[], ["Q1"]]);
  });

  it("splits the last packet, issues, shows the broken QR codes and resets", async () => {
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await scanInto("Q1");
    await screen.findByRole("cell", { name: "Q1" });
    await scanInto("Q4");
    expect(await screen.findByText("3.200")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pick-Up" }));
    await waitFor(() => expect(issued()).toHaveLength(1));
    expect(issued()[0].RequisitionNo).toBe("REQ000001");
    expect(issued()[0].storeItems.map((s) => s.Quantity)).toEqual([4, 1]);
    expect(await screen.findByRole("cell", { name: "Q4-S9" })).toBeTruthy();
    expect(screen.queryByText("Requisition No: REQ000001", { exact: false })).toBeNull();
  });

  it("routes a scan by what it is: once the BOM is loaded a packet stays a packet and never reloads the BOM", async () => {
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await scanInto("Q1");
    expect(await screen.findByRole("cell", { name: "Q1" })).toBeTruthy();
    expect(bomAsked()).toHaveLength(1);
    expect(packetsAsked()).toEqual(["Q1"]);
    expect(screen.getByText("Requisition No: REQ000001", { exact: false })).toBeTruthy();
  });

  it("before a BOM an unknown text is looked up as an order; a known order number loads its requisition", async () => {
    renderPage();
    await scanInto("ORD-1");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    expect(bomAsked()).toEqual([{ OrderNo: "ORD-1" }]);
    expect(packetsAsked()).toEqual([]);
  });

  it("asks before another requisition replaces scanned lines, and keeps them on No", async () => {
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await scanInto("Q1");
    await screen.findByRole("cell", { name: "Q1" });
    await scanInto("req000002");
    fireEvent.click(await screen.findByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByText("Load the scanned document?")).toBeNull());
    expect(bomAsked()).toHaveLength(1);
    expect(screen.getByRole("cell", { name: "Q1" })).toBeTruthy();
    await scanInto("REQ000002");
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(bomAsked().at(-1)).toEqual({ RequisitionNo: "REQ000002" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Q1" })).toBeNull());
  });

  it("a burst typed faster than the answers: the requisition loads first, then each packet once, in the order scanned", async () => {
    const later = (ms: number) => new Promise((done) => setTimeout(done, ms));
    server.answer(calls.getBomToIssue, async () => {
      await later(40);
      return answered([{ ...line, Quantity: 12, RemainingQty: 12 }]);
    });
    server.answer(calls.getPacketToIssue, async ({ QRCode }) => {
      await later(10);
      return answered([packets[QRCode]]);
    });
    renderPage();
    await userEvent.keyboard("REQ000001{Enter}Q4{Enter}Q1{Enter}Q4{Enter}Q3{Enter}");
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(toast.mock.calls).toEqual([
      ["warning", m.alreadyScanned],
      ["warning", m.notInBom("RM-9")],
    ]);
    expect(bomAsked()).toHaveLength(1);
    expect(packetsAsked()).toEqual(["Q4", "Q1", "Q3"]);
    const rows = screen.getAllByRole("row").map((r) => r.textContent ?? "");
    const scannedRows = rows.filter((r) => /^Q\d/.test(r));
    expect(scannedRows.map((r) => r.slice(0, 2))).toEqual(["Q4", "Q1"]);
    expect(screen.getByText("Requisition No: REQ000001", { exact: false })).toBeTruthy();
  });

  it("a document that is not found leaves the loaded BOM and its scanned lines alone", async () => {
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    server.answer(calls.getBomToIssue, refused(m.requisitionNotFound, []));
    await scanInto("REQ000404");
    await waitFor(() => expect(bomAsked()).toHaveLength(2));
    await warned(m.requisitionNotFound);
    expect(screen.getByText("Requisition No: REQ000001", { exact: false })).toBeTruthy();
  });

  it("refuses at once a packet an issue waiting in the device's queue takes, naming its requisition, and never looks it up", async () => {
    device.queued = {
      ...device.queued,
      issues: [{ RequisitionNo: "REQ000005", storeItems: [{ QRCode: "Q2" }] }],
    };
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await scanInto("Q2");
    await warned(stockMessages.packetInQueuedIssue("Q2", "REQ000005"));
    expect(packetsAsked()).toEqual([]);
  });

  it("offline under strict FIFO, refuses a newer packet while an older one is kept in a bin, and takes it once the older is picked", async () => {
    server.answer(calls.getFifoRule, answered({ Fifo: "strict" }));
    server.answer(inboundCalls.getProductBinLocation, answered(keptLocations));
    server.answer(calls.getBomToIssue, answered([{ ...line, Quantity: 8, RemainingQty: 8 }]));
    renderPage();
    await scanInto("REQ000001");
    await screen.findByText("Requisition No: REQ000001", { exact: false });
    await waitFor(() => expect(server.inputs(calls.getFifoRule)).toHaveLength(1));
    device.offline = true;
    await scanInto("Q4");
    await warned(stockOnHandMessages.fifoRefused("Q4", "Q1", "A-01"));
    expect(screen.queryByRole("cell", { name: "Q4" })).toBeNull();
    await scanInto("Q1");
    await scanInto("Q4");
    await screen.findByRole("cell", { name: "Q4" });
    expect(packetsAsked()).toEqual([]);
  });
});
