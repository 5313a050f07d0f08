import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { commonMessages, stockMessages as m, productionCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import ProductionReceiptPage from "./production-receipt";

// Print All loads when shown (Ant Design, `lazy`): loaded ahead, so its first load on a busy machine is not timed by findBy
beforeAll(() => import("../../components/packet-labels-print"), 120_000);

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;
const receipts = () => server.inputs(productionCalls.productionReceipt.createProductionReceipt);
let received = 1;
const requisition = () => ({
  RequisitionNo: "REQ000007",
  OrderNo: "ORD-SEAT-1",
  ProductCode: "INT-SEAT-01",
  ProductName: "Seat",
  Qty: 10,
  ReceivedQty: received,
  RemainingQty: 10 - received,
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/production-receipt"]}>
        <ProductionReceiptPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const type = (label: string, value: string) => {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  return box;
};
const enter = (box: HTMLElement) => fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
const warned = (message: string) => waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", message));

beforeEach(() => {
  received = 1;
  toast.mockReset();
  server = fakeServer();
  server.answer(productionCalls.productionReceipt.getRequisitionToReceive, () => answered(requisition()));
  server.answer(productionCalls.productionReceipt.createProductionReceipt, ({ Qty }) => {
    received += Number(Qty);
    return answered([
      { QRCode: "REQ000007-P1", ProductCode: "INT-SEAT-01", Qty: 4 },
      { QRCode: "REQ000007-P2", ProductCode: "INT-SEAT-01", Qty: 2 },
    ]);
  });
});

describe("ProductionReceiptPage", () => {
  it("ties the figures' visible labels to their boxes", () => {
    renderPage();
    for (const label of ["Qty", "Pieces per packet"])
      expect((screen.getByText(label, { selector: "label" }) as HTMLLabelElement).control).toBe(
        screen.getByRole("textbox", { name: label }),
      );
  });

  it("warns for an empty scan and for a receipt before a requisition is scanned", async () => {
    renderPage();
    enter(screen.getByLabelText("Scan Requisition No"));
    await warned(m.enterRequisitionNo);
    fireEvent.click(screen.getByRole("button", { name: "Receive" }));
    await warned(m.enterRequisitionNo);
    expect(receipts()).toHaveLength(0);
  });

  it("shows the requisition's product, qty, received and remaining; refuses bad quantities in clear words", async () => {
    renderPage();
    enter(type("Scan Requisition No", "req000007"));
    expect(await screen.findByText("INT-SEAT-01 - Seat")).toBeTruthy();
    expect(screen.getByText("9.000")).toBeTruthy();
    enter(screen.getByLabelText("Qty"));
    await warned(m.enterReceiptQty);
    enter(type("Qty", "6"));
    await warned(m.enterPiecesPerPacket);
    type("Pieces per packet", "4");
    enter(type("Qty", "9.5"));
    await warned(m.receiptBeyondRequisition);
    expect(receipts()).toHaveLength(0);
  });

  it("refuses a qty of more than 3 decimals in the quantity's words, keeping it as typed (never rounded)", async () => {
    renderPage();
    enter(type("Scan Requisition No", "REQ000007"));
    await screen.findByText("INT-SEAT-01 - Seat");
    type("Pieces per packet", "4");
    const qty = type("Qty", "2.0005") as HTMLInputElement;
    fireEvent.blur(qty);
    expect(qty.value).toBe("2.0005");
    enter(qty);
    await warned(commonMessages.quantityDecimals);
    expect(receipts()).toHaveLength(0);
  });

  it("receives with Enter, lists the new packets with their slips and shows the new remaining", async () => {
    renderPage();
    enter(type("Scan Requisition No", "REQ000007"));
    await screen.findByText("INT-SEAT-01 - Seat");
    type("Pieces per packet", "4");
    enter(type("Qty", "6"));
    await waitFor(() =>
      expect(receipts()).toEqual([{ RequisitionNo: "REQ000007", Qty: 6, PiecesPerPacket: 4 }]),
    );
    expect(await screen.findByText("REQ000007-P2")).toBeTruthy();
    expect(await screen.findByText("3.000")).toBeTruthy();
    expect((await screen.findByRole("button", { name: "Print All" })).hasAttribute("disabled")).toBe(false);
  });

  it("keeps the loaded requisition as its draft: opened again by the same user, it loads again", async () => {
    sessionStorage.setItem("user", JSON.stringify({ UserId: 7, Token: "tok" }));
    const first = renderPage();
    enter(type("Scan Requisition No", "REQ000007"));
    await screen.findByText("INT-SEAT-01 - Seat");
    first.unmount();
    renderPage();
    await screen.findByText("INT-SEAT-01 - Seat");
    expect(server.inputs(productionCalls.productionReceipt.getRequisitionToReceive)).toHaveLength(2);
  });
});
