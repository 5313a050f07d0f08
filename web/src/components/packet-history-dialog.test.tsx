import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { stockCalls } from "@wms/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../test/fake-server";
import {
  type PacketHistoryAnswer,
  PacketHistoryDialog,
  type PacketSummaryRow,
} from "./packet-history-dialog";

const printed = vi.hoisted(() => vi.fn());
vi.mock("./slip-pdf", () => ({ printSlips: printed }));

let server: ReturnType<typeof fakeServer>;

const summary = (QRCode: string, more: Partial<PacketSummaryRow> = {}): PacketSummaryRow => ({
  QRCode,
  ProductCode: "RM-FOAM-01",
  Qty: 4,
  Status: "InBin",
  HoldReason: null,
  ColAddress: "A-01",
  MRNID: 5001,
  SupplierCode: "SUP-FOAM",
  ProducedByRequisitionNo: null,
  InwardDate: "2026-11-20T00:00:00.000Z",
  ...more,
});

/** P1 was split: P2 went on (issued), and P2's history shows P1 as its parent. */
const histories: Record<string, PacketHistoryAnswer> = {
  P1: {
    Packet: summary("P1"),
    Parent: null,
    Children: [summary("P2", { Status: "Issued", ColAddress: null, Qty: 6 })],
    Ledger: [
      {
        LedgerId: 1,
        Reason: "qualityCheck",
        Qty: 10,
        FromStatus: null,
        FromBin: null,
        ToStatus: "Packed",
        ToBin: null,
        Reference: "MRN 5001",
        UserName: "admin",
        At: "2026-11-20T08:00:00.000Z",
        DoneAt: null,
      },
      {
        LedgerId: 2,
        Reason: "putAway",
        Qty: 10,
        FromStatus: "Packed",
        FromBin: null,
        ToStatus: "InBin",
        ToBin: "A-01",
        Reference: "MRN 5001",
        UserName: "store",
        At: "2026-11-20T09:00:00.000Z",
        DoneAt: "2026-11-20T08:40:00.000Z",
      },
    ],
  },
  P2: {
    Packet: summary("P2", { Status: "Issued", ColAddress: null, Qty: 6 }),
    Parent: summary("P1"),
    Children: [],
    Ledger: [
      {
        LedgerId: 3,
        Reason: "issueToProduction",
        Qty: 6,
        FromStatus: "InBin",
        FromBin: "A-01",
        ToStatus: "Issued",
        ToBin: null,
        Reference: "REQ000004",
        UserName: "store",
        At: "2026-11-21T09:00:00.000Z",
        DoneAt: null,
      },
    ],
  },
};

histories.H1 = {
  Packet: summary("H1", { Status: "OnHold", HoldReason: "Damaged" }),
  Parent: null,
  Children: [],
  Ledger: [],
};
histories.R1 = {
  Packet: summary("R1", { Status: "Rejected", ColAddress: null, Qty: 2.5 }),
  Parent: null,
  Children: [],
  Ledger: [],
};

const renderDialog = (qrCode: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PacketHistoryDialog qrCode={qrCode} onClose={() => {}} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  printed.mockClear();
  server = fakeServer();
  server.answer(stockCalls.getPacketHistory, ({ QRCode }) => answered(histories[QRCode]));
});

describe("PacketHistoryDialog", () => {
  it("shows the ledger rows (what, qty, from, to, why, who) and the lot, and walks to a child and back", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PacketHistoryDialog qrCode="P1" onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Quality check")).toBeTruthy();
    expect(screen.getByText("Put away")).toBeTruthy();
    expect(screen.getByText("InBin A-01")).toBeTruthy();
    // Only the put-away was queued offline: its floor time shows beside its arrival.
    expect(screen.getAllByText(/^done on the floor \d+ Nov 2026/)).toHaveLength(1);
    expect(screen.getAllByText("MRN 5001").length).toBeGreaterThan(0);
    expect(screen.getByText("MRN 5001 (SUP-FOAM)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "P2" }));
    expect(await screen.findByText("Issue to production")).toBeTruthy();
    expect(screen.getByText("REQ000004")).toBeTruthy();
    expect(server.inputs(stockCalls.getPacketHistory).at(-1)).toEqual({ QRCode: "P2" });
    expect(screen.getByRole("button", { name: "P1" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.getByText("Quality check")).toBeTruthy());
  });

  it("shows a held packet's state with its reason, and prints its slip again", async () => {
    renderDialog("H1");
    expect(await screen.findByText("On hold (Damaged)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Print slip" }));
    // The PDF code loads when a slip is printed.
    await waitFor(() =>
      expect(printed).toHaveBeenCalledWith([
        { QRData: "H1", ProductCode: "RM-FOAM-01", Qty: 4, Rejected: false },
      ]),
    );
  });

  it("prints a rejected packet's slip marked rejected", async () => {
    renderDialog("R1");
    expect(await screen.findByText("Rejected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Print slip" }));
    // The PDF code loads when a slip is printed.
    await waitFor(() =>
      expect(printed).toHaveBeenCalledWith([
        { QRData: "R1", ProductCode: "RM-FOAM-01", Qty: 2.5, Rejected: true },
      ]),
    );
  });

  it("offers no slip for a packet gone to production", async () => {
    renderDialog("P2");
    expect(await screen.findByText("Issue to production")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Print slip" })).toBeNull();
  });
});
