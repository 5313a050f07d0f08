import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  stockTransferMessages as m,
  type QueuedPacketActions,
  scanBoxLabels,
  shellText,
  stockMessages,
  stockTransferCalls,
  stockTransferText as text,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../platform/api/client";
import { offlineCalls } from "../../platform/offline/offline-calls";
import { answered } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import StockTransferPage from "./stock-transfer";

const toast = vi.hoisted(() => vi.fn());
const offline = vi.hoisted(() => ({
  loadDocument: vi.fn(),
  sendOrQueue: vi.fn(),
  queuedPacketActions: vi.fn(),
}));
vi.mock("../../platform/toast", () => ({ showToast: toast }));
vi.mock("../../platform/offline/offline-call", () => offline);
vi.mock("../../platform/offline/reachability", async (original) => ({
  ...(await original<typeof import("../../platform/offline/reachability")>()),
  isOffline: () => true,
}));

/** The device kept P-1's details (scanned online before); anything else was never loaded here. */
const kept = {
  QRCode: "P-1",
  ProductCode: "RM-1",
  Qty: 4,
  Status: "InBin",
  HoldReason: null,
  ColAddress: "A-01",
};

const noneQueued: QueuedPacketActions = { issues: [], moves: [], putAways: [] };

const scan = (value: string) => scanInto(scanBoxLabels.transfer, value);
const list = () => within(document.querySelector(".stock-transfer-list") as HTMLElement);

beforeEach(async () => {
  toast.mockReset();
  offline.sendOrQueue.mockReset().mockResolvedValue({ kind: "queued", waiting: 1 });
  offline.queuedPacketActions.mockReset().mockResolvedValue(noneQueued);
  // The bin list and P-1, kept on the device while the server could be reached.
  const bins = [
    { BinId: 1, ColAddress: "A-01", ColStatus: true },
    { BinId: 2, ColAddress: "B-02", ColStatus: true },
  ];
  offline.loadDocument.mockReset().mockImplementation(async (def, input: { QRCode: string }) => {
    if (def === stockTransferCalls.getBinAddresses) return { answer: answered(bins), fromDevice: true };
    if (def === stockTransferCalls.getPacket && input.QRCode === "P-1")
      return { answer: answered([kept]), fromDevice: true };
    throw new ApiError(shellText.notCachedOffline, 0);
  });
  const queries = new QueryClient();
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={["/transactions/stock-transfer"]}>
        <StockTransferPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() =>
    expect(offline.loadDocument).toHaveBeenCalledWith(stockTransferCalls.getBinAddresses, undefined),
  );
  // The page has the bins once their query is answered (waitFor lets the render it causes run).
  await waitFor(() => expect(queries.isFetching()).toBe(0));
});

describe("StockTransferPage offline", () => {
  it("lists a packet kept from before with its bin and one never loaded 'To verify'; Yes queues the move and clears the list", async () => {
    scan("P-1");
    expect(await list().findByText("A-01")).toBeTruthy();
    scan("P-9");
    expect(await list().findByText(shellText.toVerify)).toBeTruthy();
    scan("B-02");
    expect(await screen.findByText(text.confirmQuestion(2, "B-02"), {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(offline.sendOrQueue).toHaveBeenCalledWith(
        stockTransferCalls.movePackets,
        {
          QRCodes: ["P-1", "P-9"],
          ToBinAddress: "B-02",
          FromBins: [{ QRCode: "P-1", BinAddress: "A-01" }],
        },
        { notify: "all" },
      ),
    );
    await waitFor(() => expect(list().queryByText("P-1")).toBeNull());
  });

  it("refuses on the floor a move the kept data refuses: a packet into the bin it is in", async () => {
    scan("P-1");
    await list().findByText("A-01");
    scan("a-01");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.alreadyInBin("P-1", "A-01")));
    expect(screen.queryByText(text.confirmQuestion(1, "A-01"))).toBeNull();
    expect(offline.sendOrQueue).not.toHaveBeenCalled();
    expect(list().getByText("P-1")).toBeTruthy();
  });

  it("refuses at once a packet a queued issue or move already takes, naming the requisition or the bin", async () => {
    offline.queuedPacketActions.mockResolvedValue({
      ...noneQueued,
      issues: [{ RequisitionNo: "REQ000007", storeItems: [{ QRCode: "P-1" }] }],
      moves: [{ QRCodes: ["P-9"], ToBinAddress: "C-03" }],
    });
    scan("P-1");
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(
        "warning",
        stockMessages.packetInQueuedIssue("P-1", "REQ000007"),
      ),
    );
    scan("P-9");
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", stockMessages.packetInQueuedMove("P-9", "C-03")),
    );
    expect(list().queryByText("P-1")).toBeNull();
    expect(list().queryByText("P-9")).toBeNull();
  });

  it("a refused move resent to another bin (Needs attention) names that bin, with the same packets and where they were seen", () => {
    const refused = {
      QRCodes: ["P-1"],
      ToBinAddress: "B-02",
      FromBins: [{ QRCode: "P-1", BinAddress: "A-01" }],
    };
    const toAnotherBin = offlineCalls.get(stockTransferCalls.movePackets.operationId)?.toAnotherBin;
    expect(toAnotherBin?.(refused, { BinId: 3, ColAddress: "C-03" })).toEqual({
      ...refused,
      ToBinAddress: "C-03",
    });
  });
});
