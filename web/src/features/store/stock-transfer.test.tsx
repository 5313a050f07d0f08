import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  stockTransferMessages as m,
  packetInStateMessage,
  scanBoxLabels,
  stockTransferCalls,
  stockTransferText as text,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import StockTransferPage from "./stock-transfer";
import type { TransferPacket } from "./transfer-api";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;
const packet = (QRCode: string, ColAddress = "A-01", more: Partial<TransferPacket> = {}): TransferPacket => ({
  QRCode,
  ProductCode: "RM-SCREW-01",
  Qty: 5,
  Status: "InBin",
  HoldReason: null,
  ColAddress,
  ...more,
});

const scan = (value: string) => scanInto(scanBoxLabels.transfer, value);

const renderPage = async () => {
  const queries = new QueryClient();
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={["/transactions/stock-transfer"]}>
        <StockTransferPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(server.inputs(stockTransferCalls.getBinAddresses)).toHaveLength(1));
  // The page has the bins once their query is answered (waitFor lets the render it causes run).
  await waitFor(() => expect(queries.isFetching()).toBe(0));
};

/** The list of packets (the scan box's status line shows the last code too). */
const list = () => within(document.querySelector(".stock-transfer-list") as HTMLElement);

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(
    stockTransferCalls.getBinAddresses,
    answered([
      { BinId: 1, ColAddress: "A-01", ColStatus: true },
      { BinId: 2, ColAddress: "B-02", ColStatus: false },
    ]),
  );
  server.answer(stockTransferCalls.getPacket, (input) => answered([packet(input.QRCode)]));
  server.answer(
    stockTransferCalls.getBinPackets,
    answered([packet("P-1"), packet("P-2", "A-01", { Status: "OnHold", HoldReason: "Damaged" })]),
  );
  server.answer(stockTransferCalls.movePackets, (input) =>
    answered(
      {
        BinId: 2,
        ColAddress: "B-02",
        Packets: input.QRCodes.map((QRCode) => ({ QRCode, FromBinAddress: "A-01" })),
      },
      m.moved(input.QRCodes.length, "B-02"),
    ),
  );
});

describe("StockTransferPage", () => {
  it("lists scanned packets, then a bin's label is the target: Yes moves them there, saying where each was seen, and shows what moved", async () => {
    await renderPage();
    scan("P-7");
    expect(await list().findByText("P-7")).toBeTruthy();
    scan("P-8");
    expect(await list().findByText("P-8")).toBeTruthy();
    expect(list().getAllByText("RM-SCREW-01")).toHaveLength(2);
    scan("b-02");
    expect(await screen.findByText(text.confirmQuestion(2, "B-02"), {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(server.inputs(stockTransferCalls.movePackets)).toEqual([
        {
          QRCodes: ["P-7", "P-8"],
          ToBinAddress: "B-02",
          FromBins: [
            { QRCode: "P-7", BinAddress: "A-01" },
            { QRCode: "P-8", BinAddress: "A-01" },
          ],
        },
      ]),
    );
    expect(await screen.findByText(m.moved(2, "B-02"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove P-7" })).toBeNull();
  });

  it("a bin's label on an empty list takes every packet in it, a held one showing its hold", async () => {
    await renderPage();
    scan("A-01");
    expect(await list().findByText("P-1")).toBeTruthy();
    expect(list().getByText("P-2")).toBeTruthy();
    expect(list().getByText("on hold (Damaged)")).toBeTruthy();
    expect(server.inputs(stockTransferCalls.getBinPackets)).toEqual([{ BinAddress: "A-01" }]);
    expect(server.inputs(stockTransferCalls.getPacket)).toHaveLength(0);
  });

  it("refuses a packet twice in the list, and a packet no move takes with the server's message", async () => {
    await renderPage();
    scan("P-7");
    await list().findByText("P-7");
    // The same code again (blanks around it dropped, case kept: the server's rule, sameQrCode)
    scan(" P-7 ");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.packetInList));
    server.answer(stockTransferCalls.getPacket, refused(packetInStateMessage("P-9", "Issued", null)));
    scan("P-9");
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", packetInStateMessage("P-9", "Issued", null)),
    );
    expect(list().queryByText("P-9")).toBeNull();
  });

  it("a refused move keeps the list and marks the packet the server named", async () => {
    server.answer(stockTransferCalls.movePackets, refused(m.otherProductInBin("B-02"), { QRCode: "P-8" }));
    await renderPage();
    scan("P-7");
    await list().findByText("P-7");
    scan("P-8");
    await list().findByText("P-8");
    scan("B-02");
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }, { timeout: 5000 }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.otherProductInBin("B-02")));
    const row = list().getByText("P-8").closest("tr") as HTMLElement;
    expect(row.className).toContain("lines-table-refused");
    expect(list().getByText("P-7")).toBeTruthy();
  });

  it("removes a row, and asks for a packet or a label on a blank scan", async () => {
    await renderPage();
    scan("P-7");
    await list().findByText("P-7");
    scan("P-8");
    const row = (await list().findByText("P-8")).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Remove P-8" }));
    await waitFor(() => expect(list().queryByText("P-8")).toBeNull());
    expect(list().getByText("P-7")).toBeTruthy();
    scan("");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.scanTargetBin));
  });
});
