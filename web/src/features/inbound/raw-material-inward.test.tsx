import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  inboundCalls,
  inboundMessages,
  inboundText,
  type QueuedPacketActions,
  scanBoxLabels,
  stockMessages,
  stockTransferCalls,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import type { PacketRow } from "./api";
import RawMaterialInwardPage from "./raw-material-inward";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));
const device = vi.hoisted(() => ({ queued: { issues: [], moves: [], putAways: [] } as QueuedPacketActions }));
vi.mock("../../platform/offline/sync", async (original) => ({
  ...(await original<typeof import("../../platform/offline/sync")>()),
  queuedPacketActions: async () => device.queued,
}));

let server: ReturnType<typeof fakeServer>;
const seatPacket: PacketRow = {
  QRCode: "REQ000009-P1",
  MRNID: null,
  RequisitionNo: "REQ000009",
  ProductCode: "INT-SEAT-01",
  ProductName: "Seat",
  ProductCategory: "Intermediate",
  SupplierCode: "",
  Qty: 1,
  HoldReason: null,
  UOM: "NOS",
  Status: "Packed",
  ColAddress: null,
};

const scan = scanInto;

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/raw-material-inward"]}>
        <RawMaterialInwardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  toast.mockReset();
  device.queued = { issues: [], moves: [], putAways: [] };
  server = fakeServer();
  server.answer(inboundCalls.getPoDetailsByMRNID, answered([]));
  server.answer(inboundCalls.checkRMExists, answered([seatPacket]));
  server.answer(inboundCalls.getPacketsToPutAway, answered([]));
  server.answer(
    inboundCalls.getBinsForInward,
    answered([{ BinId: 4, RowName: "B", ColAddress: "B-04", ColStatus: false }]),
  );
  server.answer(inboundCalls.getBinRowsForInward, answered([{ RowName: "B", EmptyBins: 1 }]));
  server.answer(
    stockTransferCalls.getBinAddresses,
    answered([
      { BinId: 4, ColAddress: "B-04", ColStatus: false },
      { BinId: 5, ColAddress: "B-05", ColStatus: true },
    ]),
  );
  server.answer(
    inboundCalls.updateBinInwardMaterialStock,
    answered({ BinId: 4, ColAddress: "B-04", Packets: 1 }),
  );
});

describe("RawMaterialInwardPage, document scan", () => {
  it("warns on a blank document scan", async () => {
    renderPage();
    scan(scanBoxLabels.inward, "");
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", stockMessages.enterMrnOrRequisition),
    );
  });

  it("reads digits as an MRN and asks for its lines", async () => {
    renderPage();
    scan(scanBoxLabels.inward, "5001");
    await waitFor(() => expect(server.inputs(inboundCalls.getPoDetailsByMRNID)).toEqual([{ id: "5001" }]));
  });

  it("puts produced packets away by their producing requisition: exists check, bins and store all carry RequisitionNo", async () => {
    renderPage();
    scan(scanBoxLabels.inward, "req000009");
    expect(await screen.findByText("Produced by Requisition No: REQ000009")).toBeTruthy();
    expect(server.inputs(inboundCalls.getPoDetailsByMRNID)).toHaveLength(0);
    scan(scanBoxLabels.inward, "REQ000009-P1");
    await waitFor(() =>
      expect(server.inputs(inboundCalls.checkRMExists)).toEqual([
        { RequisitionNo: "REQ000009", QRCode: "REQ000009-P1" },
      ]),
    );
    expect(await screen.findByText("INT-SEAT-01")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select Bin Location" }));
    // the bin chooser (Ant Design) loads when first opened: its first import in jsdom takes seconds under load
    fireEvent.click(await screen.findByText("B-04", {}, { timeout: 30_000 }));
    expect(server.inputs(inboundCalls.getBinsForInward)).toEqual([
      { RequisitionNo: "REQ000009", RowName: null },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm Location" }));
    fireEvent.click(await screen.findByText("Yes"));
    await waitFor(() =>
      expect(server.inputs(inboundCalls.updateBinInwardMaterialStock)).toEqual([
        { RequisitionNo: "REQ000009", BinId: 4, storeItems: [{ QRCode: "REQ000009-P1" }] },
      ]),
    );
  });
});

describe("RawMaterialInwardPage, packet scan", () => {
  it("refuses at once a packet a put-away waiting in the device's queue takes, naming its lot, and never checks it", async () => {
    device.queued = {
      ...device.queued,
      putAways: [{ RequisitionNo: "REQ000009", BinId: 5, storeItems: [{ QRCode: "REQ000009-P1" }] }],
    };
    renderPage();
    scan(scanBoxLabels.inward, "REQ000009");
    await screen.findByText("Produced by Requisition No: REQ000009");
    scan(scanBoxLabels.inward, "REQ000009-P1");
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(
        "warning",
        stockMessages.packetInQueuedPutAway("REQ000009-P1", "REQ000009"),
      ),
    );
    expect(server.inputs(inboundCalls.checkRMExists)).toHaveLength(0);
  });

  it("shows a packet already inward in the submitted-more-than-once list, with its bin, and not in the grid", async () => {
    server.answer(
      inboundCalls.checkRMExists,
      refused(inboundMessages.packetAlreadyInward, [
        { ...seatPacket, Status: "InBin", ColAddress: "B-04", ProducedByRequisitionId: 9 },
      ]),
    );
    renderPage();
    scan(scanBoxLabels.inward, "REQ000009");
    await screen.findByText("Produced by Requisition No: REQ000009");
    scan(scanBoxLabels.inward, "REQ000009-P1");
    const list = (await screen.findByText(inboundText.alreadySubmittedTitle)).closest(
      ".ant-modal",
    ) as HTMLElement;
    expect(within(list).getByText("B-04")).toBeTruthy();
    expect(within(list).getByText("INT-SEAT-01")).toBeTruthy();
    expect(screen.getAllByText("INT-SEAT-01")).toHaveLength(1);
  });
});

describe("RawMaterialInwardPage, bin label scan", () => {
  /** The requisition loaded, its packet scanned, and the bins known. */
  const withPacketScanned = async () => {
    renderPage();
    await waitFor(() => expect(server.inputs(stockTransferCalls.getBinAddresses)).toHaveLength(1));
    scan(scanBoxLabels.inward, "REQ000009");
    await screen.findByText("Produced by Requisition No: REQ000009");
    scan(scanBoxLabels.inward, "REQ000009-P1");
    await screen.findByText("INT-SEAT-01");
  };

  it("an empty bin's label, in any case, chooses it and asks to confirm: Yes puts the packets away there, no dialog, no Tab", async () => {
    await withPacketScanned();
    scan(scanBoxLabels.inward, " b-04 ");
    expect(
      await screen.findByText(`${inboundText.confirmBinQuestion} (B-04)`, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(server.inputs(inboundCalls.checkRMExists)).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(server.inputs(inboundCalls.updateBinInwardMaterialStock)).toEqual([
        { RequisitionNo: "REQ000009", BinId: 4, storeItems: [{ QRCode: "REQ000009-P1" }] },
      ]),
    );
  });

  it("a Full bin's label is refused with the spec's message, and nothing is asked or sent", async () => {
    await withPacketScanned();
    scan(scanBoxLabels.inward, "B-05");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", inboundMessages.binNotEmpty));
    expect(screen.queryByText(`${inboundText.confirmBinQuestion} (B-05)`)).toBeNull();
    expect(server.inputs(inboundCalls.checkRMExists)).toHaveLength(1);
    expect(server.inputs(inboundCalls.updateBinInwardMaterialStock)).toHaveLength(0);
  });

  it("a bin's label before any packet asks for a packet", async () => {
    renderPage();
    await waitFor(() => expect(server.inputs(stockTransferCalls.getBinAddresses)).toHaveLength(1));
    scan(scanBoxLabels.inward, "REQ000009");
    await screen.findByText("Produced by Requisition No: REQ000009");
    scan(scanBoxLabels.inward, "B-04");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", inboundMessages.scanPackedQr));
    expect(server.inputs(inboundCalls.checkRMExists)).toHaveLength(0);
  });
});
