import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { printingCalls, printingMessages } from "@wms/domain";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "../platform/toast";
import { answered, fakeServer, refused } from "../test/fake-server";
import { PacketSlipList } from "./packet-slip-list";

// the dialog loads when shown (Ant Design, `lazy`): loaded ahead, so its first load on a busy machine is not timed by findBy
beforeAll(() => import("./packet-labels-dialog"), 120_000);

vi.mock("../platform/toast", () => ({ showToast: vi.fn() }));

let server: ReturnType<typeof fakeServer>;
const packets = [
  { QRCode: "REQ000123-P1", ProductCode: "FG-CHAIR-01", Qty: 5 },
  { QRCode: "REQ000123-P2", ProductCode: "FG-CHAIR-01", Qty: 3 },
];

beforeEach(() => {
  localStorage.clear();
  vi.mocked(showToast).mockClear();
  server = fakeServer();
  server.answer(
    printingCalls.getPrinters,
    answered([{ PrinterId: 7, PrinterName: "Line 2 Zebra", Kind: "ZPL" as const, Station: "Line 2" }]),
  );
});

const renderList = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PacketSlipList title="FG Packets" packets={packets} onClose={() => {}} fg />
    </QueryClientProvider>,
  );

describe("the new packets' labels on a handheld at a station", () => {
  it("go to the station's printer the device chose once, without choosing again, in one print", async () => {
    // chosen once on this device, on any screen's Print to
    localStorage.setItem("wms.printer", "7");
    server.answer(printingCalls.printPacketSlips, ({ QRCodes }) =>
      answered({ Sent: QRCodes.length, Reprints: 0 }, printingMessages.printed),
    );
    renderList();
    // the first render of Ant Design's themed dialog in this file: slow on a busy machine
    expect(await screen.findByText("Line 2 Zebra (Line 2)", {}, { timeout: 30_000 })).toBeTruthy();
    const printAll = screen.getByRole("button", { name: "Print All" });
    fireEvent.click(printAll);
    fireEvent.click(printAll);
    await waitFor(() => expect(server.inputs(printingCalls.printPacketSlips)).toHaveLength(1));
    expect(server.inputs(printingCalls.printPacketSlips)).toEqual([
      { PrinterId: 7, QRCodes: ["REQ000123-P1", "REQ000123-P2"], Reason: "" },
    ]);
  });

  it("show the server's words when the station's printer cannot be reached: the printer and its host", async () => {
    localStorage.setItem("wms.printer", "7");
    const unreachable = `${printingMessages.printerUnreachable} Line 2 Zebra at 10.0.0.7:9100 (connect ECONNREFUSED).`;
    server.answer(printingCalls.printPacketSlips, () => refused(unreachable));
    renderList();
    await screen.findByText("Line 2 Zebra (Line 2)");
    fireEvent.click(screen.getByRole("button", { name: "Print All" }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("warning", unreachable));
  });
});
