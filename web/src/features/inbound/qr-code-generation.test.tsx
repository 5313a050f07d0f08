import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { inboundCalls, printingCalls, printingMessages } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import QrCodeGenerationPage from "./qr-code-generation";

vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));

let server: ReturnType<typeof fakeServer>;
const line = {
  Id: 31,
  MRNID: 100234,
  MRNDate: "2026-11-27",
  ProductCode: "RM-BRKT-12",
  ApprovedQty: 8,
  TotalSlip: 2,
  IsUsed: false,
};
const slips = [
  { QRData: "100234-1-001", ProductCode: "RM-BRKT-12", Qty: 4 },
  { QRData: "100234-1-002", ProductCode: "RM-BRKT-12", Qty: 4 },
];

beforeEach(() => {
  // the printer chosen is kept on the device: each test starts on a fresh one
  localStorage.clear();
  server = fakeServer();
  server.answer(inboundCalls.getQrData, answered([line]));
  server.answer(inboundCalls.getQrById, answered(slips));
  server.answer(
    printingCalls.getPrinters,
    answered([
      { PrinterId: 7, PrinterName: "Dock Zebra", Kind: "ZPL" as const, Station: "Receiving" },
      { PrinterId: 8, PrinterName: "Office laser", Kind: "PDF" as const, Station: "Office" },
    ]),
  );
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <QrCodeGenerationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

async function printTheLine() {
  const row = (await screen.findByText(line.ProductCode)).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("checkbox"));
  fireEvent.click(screen.getByRole("button", { name: "Print" }));
}

describe("QR Code Generation: Print to printer", () => {
  it("sends the chosen lines' slips to the chosen ZPL printer, and asks a reason for slips printed before", async () => {
    let printedBefore = true;
    server.answer(printingCalls.printPacketSlips, ({ QRCodes, Reason }) =>
      printedBefore && Reason === ""
        ? refused(printingMessages.reasonForReprint, { QRCodes: [QRCodes[0] ?? ""] })
        : answered({ Sent: QRCodes.length, Reprints: 1 }, printingMessages.printed),
    );
    renderPage();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Print to" }));
    fireEvent.click(await screen.findByTitle("Dock Zebra (Receiving)"));
    await printTheLine();
    expect(await screen.findByText(printingMessages.reasonForReprint)).toBeTruthy();
    expect(screen.getByText("100234-1-001")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Reason for reprint"), { target: { value: "Label torn" } });
    printedBefore = false;
    fireEvent.click(screen.getByRole("button", { name: "Reprint" }));
    await waitFor(() =>
      expect(server.inputs(printingCalls.printPacketSlips)).toEqual([
        { PrinterId: 7, QRCodes: ["100234-1-001", "100234-1-002"], Reason: "" },
        { PrinterId: 7, QRCodes: ["100234-1-001", "100234-1-002"], Reason: "Label torn" },
      ]),
    );
  });

  it("lists only ZPL printers beside the browser's PDF, which stays the choice until one is made", async () => {
    renderPage();
    await waitFor(() => expect(server.inputs(printingCalls.getPrinters)).toHaveLength(1));
    expect(screen.getByText("PDF in the browser")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Print to" }));
    expect(await screen.findByTitle("Dock Zebra (Receiving)")).toBeTruthy();
    expect(screen.queryByTitle("Office laser (Office)")).toBeNull();
  });
});
