import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stockCalls, stockHoldCalls, stockHoldText as t } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PacketHistoryAnswer, PacketSummaryRow } from "../../components/packet-history-dialog";
import { answered, fakeServer, refused } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import HoldAndScrapPage from "./hold-and-scrap";
import type { HeldPacket } from "./hold-api";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));
const printed = vi.hoisted(() => vi.fn());
vi.mock("../../components/slip-pdf", () => ({ printSlips: printed }));

let server: ReturnType<typeof fakeServer>;

const packet = (QRCode: string, more: Partial<PacketSummaryRow> = {}): PacketSummaryRow => ({
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
const packets: Record<string, PacketSummaryRow> = {
  P1: packet("P1"),
  P2: packet("P2", { Qty: 2.5 }),
};
const heldRow = (QRCode: string, more: Partial<HeldPacket> = {}): HeldPacket => ({
  QRCode,
  ProductCode: "RM-FOAM-01",
  ProductName: "Foam",
  Qty: 3,
  Status: "Rejected",
  HoldReason: null,
  HoldRemark: "",
  ColAddress: null,
  MRNID: 5002,
  SupplierCode: "SUP-FOAM",
  RequisitionNo: null,
  Since: "2026-11-21T08:00:00.000Z",
  SinceBy: "store",
  TotalRows: 1,
  ...more,
});

const scan = (text: string) => scanInto(t.scanLabel, text);
/** Types a remark and submits the dialog with its action's button. */
function remarkAndSubmit(dialog: HTMLElement, remark: string, button: string) {
  fireEvent.change(within(dialog).getByLabelText(t.remarkLabel), { target: { value: remark } });
  fireEvent.click(within(dialog).getByRole("button", { name: button }));
}
/** Types the reason into the dialog's select and takes the option it narrows to (jsdom lays no list out for Enter). */
async function chooseReason(dialog: HTMLElement, reason: string) {
  await userEvent.type(within(dialog).getByLabelText(t.reasonLabel), reason);
  fireEvent.click(await screen.findByTitle(reason, undefined, slow));
}

beforeEach(() => {
  toast.mockReset();
  printed.mockReset();
  server = fakeServer();
  server.answer(stockCalls.getPacketHistory, ({ QRCode }) =>
    packets[QRCode]
      ? answered({ Packet: packets[QRCode], Parent: null, Children: [], Ledger: [] } as PacketHistoryAnswer)
      : refused("QR code not found.", null),
  );
  server.answer(stockHoldCalls.getHeldPackets, ({ Status }) =>
    answered(Status === "OnHold" ? [] : [heldRow("5002-1-R001")]),
  );
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/hold-and-scrap"]}>
        <HoldAndScrapPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// The screen is heavy for jsdom on a busy machine: answers may take seconds to render.
const slow = { timeout: 10_000 };
const scannedTable = () => screen.getByRole("region", { name: "Scanned packets" });

describe("Hold & Scrap", () => {
  it("lists scanned packets with their state and holds them with the chosen reason and remark, showing what changed", async () => {
    server.answer(stockHoldCalls.holdPackets, ({ QRCodes, Reason }) =>
      answered({
        Changed: QRCodes.length,
        Packets: QRCodes.map((c) => ({
          QRCode: c,
          ProductCode: "RM-FOAM-01",
          Qty: packets[c].Qty,
          Status: "OnHold" as const,
          HoldReason: Reason,
          ColAddress: "A-01",
        })),
      }),
    );
    renderPage();
    await scan("P1");
    await scan("P2");
    await waitFor(() => expect(within(scannedTable()).getAllByText("In bin")).toHaveLength(2), slow);
    await scan("P1");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", t.alreadyScanned), slow);

    fireEvent.click(screen.getByRole("button", { name: "Hold" }));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    expect(within(dialog).getByText(t.confirm.hold)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Hold" }));
    expect(await within(dialog).findByText("Please choose a reason.", undefined, slow)).toBeTruthy();
    expect(server.inputs(stockHoldCalls.holdPackets)).toHaveLength(0);

    await chooseReason(dialog, "Damaged");
    remarkAndSubmit(dialog, "torn box", "Hold");
    await waitFor(() =>
      expect(server.inputs(stockHoldCalls.holdPackets)).toEqual([
        { QRCodes: ["P1", "P2"], Reason: "Damaged", Remark: "torn box" },
      ]),
    );
    await waitFor(
      () => expect(within(scannedTable()).getAllByText("On hold (Damaged)")).toHaveLength(2),
      slow,
    );
  });

  it("says a refusal clearly, naming the packet, and changes nothing on the screen", async () => {
    const message = "Packet P1 is issued to production.";
    server.answer(stockHoldCalls.scrapPackets, refused(message, { QRCode: "P1" }));
    renderPage();
    await scan("P1");
    await waitFor(() => expect(within(scannedTable()).getByText("In bin")).toBeTruthy(), slow);
    fireEvent.click(screen.getByRole("button", { name: "Scrap" }));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    await chooseReason(dialog, "Expired");
    fireEvent.click(within(dialog).getByRole("button", { name: "Scrap" }));
    expect(await screen.findByRole("alert", undefined, slow)).toHaveProperty("textContent", message);
    expect(within(scannedTable()).getByText("In bin")).toBeTruthy();
    // the refused packet's row is marked
    expect(within(scannedTable()).getByText("P1").closest("tr")?.className).toContain("lines-table-refused");
  });

  it("lists held and rejected packets by state, and accepts the ticked rejects", async () => {
    server.answer(stockHoldCalls.acceptRejected, ({ QRCodes }) =>
      answered({
        Changed: 1,
        Packets: QRCodes.map((c) => ({
          QRCode: c,
          ProductCode: "RM-FOAM-01",
          Qty: 3,
          Status: "Packed" as const,
          HoldReason: null,
          ColAddress: null,
        })),
      }),
    );
    renderPage();
    expect(await screen.findByText("5002-1-R001", undefined, slow)).toBeTruthy();
    expect(screen.getByText("MRN 5002 (SUP-FOAM)")).toBeTruthy();

    fireEvent.click(screen.getByText("On hold"));
    await waitFor(() =>
      expect(server.inputs(stockHoldCalls.getHeldPackets).at(-1)).toMatchObject({ Status: "OnHold" }),
    );
    await waitFor(() => expect(screen.queryByText("5002-1-R001")).toBeNull(), slow);
    fireEvent.click(screen.getByText("All"));
    const row = (await screen.findByText("5002-1-R001", undefined, slow)).closest("tr")!;
    fireEvent.click(within(row).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    remarkAndSubmit(dialog, "usable", "Accept");
    await waitFor(() =>
      expect(server.inputs(stockHoldCalls.acceptRejected)).toEqual([
        { QRCodes: ["5002-1-R001"], Remark: "usable" },
      ]),
    );
  });

  it("sends a ticked customer return back to its job with Rework, confirmed with a remark", async () => {
    const returned = heldRow("J-0007-R41", {
      Status: "OnHold",
      HoldReason: "CustomerReturn",
      MRNID: null,
      SupplierCode: "",
      RequisitionNo: "J-0007",
    });
    server.answer(stockHoldCalls.getHeldPackets, () => answered([returned]));
    server.answer(stockHoldCalls.sendToRework, ({ QRCodes }) =>
      answered({
        Changed: 1,
        Packets: QRCodes.map((c) => ({
          QRCode: c,
          ProductCode: "FG-FAN-01",
          Qty: 3,
          Status: "Reworked" as const,
          HoldReason: null,
          ColAddress: null,
        })),
      }),
    );
    renderPage();
    const row = (await screen.findByText("J-0007-R41", undefined, slow)).closest("tr")!;
    fireEvent.click(within(row).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Rework" }));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    expect(within(dialog).getByText(t.confirm.rework)).toBeTruthy();
    remarkAndSubmit(dialog, "new bearing", "Rework");
    await waitFor(() =>
      expect(server.inputs(stockHoldCalls.sendToRework)).toEqual([
        { QRCodes: ["J-0007-R41"], Remark: "new bearing" },
      ]),
    );
  });

  it("asks for packets before an action, and prints a scanned packet's slip again", async () => {
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Release" }));
    expect(toast).toHaveBeenLastCalledWith("warning", t.nothingSelected);
    expect(screen.queryByRole("dialog")).toBeNull();
    await scan("P2");
    const table = await screen.findByRole("region", { name: "Scanned packets" }, slow);
    fireEvent.click(within(table).getByRole("button", { name: "Print slip" }));
    // The PDF code loads when a slip is printed.
    await waitFor(() =>
      expect(printed).toHaveBeenCalledWith([
        { QRData: "P2", ProductCode: "RM-FOAM-01", Qty: 2.5, Rejected: false },
      ]),
    );
  });
});
