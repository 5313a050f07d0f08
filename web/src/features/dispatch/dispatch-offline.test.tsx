import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { dispatchCalls, floorText, dispatchScanText as text } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { offlineCalls } from "../../platform/offline/offline-calls";
import { refusalOf } from "../../platform/offline/refusal-mends";
import { answered, fakeServer } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import DispatchPage from "./dispatch";
import type { OrderToDispatch } from "./dispatch-api";

const toast = vi.hoisted(() => vi.fn());
const offline = vi.hoisted(() => ({ loadDocument: vi.fn(), sendOrQueue: vi.fn() }));
vi.mock("../../platform/toast", () => ({ showToast: toast }));
vi.mock("../../platform/offline/offline-call", () => offline);

const order: OrderToDispatch = {
  DispatchOrderId: 9,
  ErpOrderNo: "SO-9",
  CustomerCode: "C-B",
  CustomerName: "Buyer",
  PromisedDate: "2026-12-15",
  Status: "Open",
  LineCount: 1,
  OrderedQty: 2,
  DispatchedQty: 0,
  CreatedBy: null,
  CreatedAt: "2026-11-28T09:00:00.000Z",
  Address: "Pune",
  GSTNumber: "",
  Lines: [{ LineNo: 1, ProductCode: "FG-STOOL", ProductName: "Stool", Qty: 2, DispatchedQty: 0 }],
};

beforeEach(() => {
  toast.mockReset();
  const server = fakeServer();
  server.answer(dispatchCalls.getOpenOrders, () => answered([]));
  server.answer(dispatchCalls.getPacketToDispatch, (input) =>
    answered({
      QRCode: input.QRCode,
      ProductCode: "FG-STOOL",
      ProductName: "Stool",
      Qty: 2,
      ColAddress: "F-01",
      RequisitionNo: "REQ9",
      ReceivedOn: "2026-11-28",
      Serials: [{ FromNo: 1, ToNo: 2 }],
      FifoWarning: null,
    }),
  );
  offline.loadDocument.mockReset().mockResolvedValue({ answer: answered(order), fromDevice: true });
  offline.sendOrQueue.mockReset().mockResolvedValue({ kind: "queued", waiting: 1 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/dispatch"]}>
        <DispatchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});

describe("Dispatch offline", { timeout: 60_000 }, () => {
  it("the confirmation is queued with its key (the outbox's), and the list clears", async () => {
    scanInto(text.scanLabel, "SO-9");
    await screen.findByText(text.scanPacketsNext("SO-9"));
    scanInto(text.scanLabel, "REQ9-F1");
    const list = () => within(document.querySelector(".dispatch-packets") as HTMLElement);
    await list().findByText("1-2");
    fireEvent.change(screen.getByLabelText(text.vehicleNo), { target: { value: "KA01" } });
    fireEvent.change(screen.getByLabelText(text.documentNo), { target: { value: "DN-5" } });
    fireEvent.click(screen.getByRole("button", { name: text.confirm }));
    const queued = {
      DispatchOrderId: 9,
      VehicleNo: "KA01",
      DocumentNo: "DN-5",
      Packets: [{ QRCode: "REQ9-F1", Qty: 2 }],
    };
    await waitFor(() =>
      expect(offline.sendOrQueue).toHaveBeenCalledWith(dispatchCalls.createDispatch, queued, {
        notify: "all",
      }),
    );
    await waitFor(() => expect(list().queryByText("REQ9-F1")).toBeNull());
    expect(offlineCalls.has(dispatchCalls.createDispatch.operationId)).toBe(true);
  });

  it("a queued dispatch refused at sync is told by its papers and packets, and what discarding it leaves", () => {
    const refusal = refusalOf({
      id: 1,
      userId: 1,
      operationId: dispatchCalls.createDispatch.operationId,
      input: {
        DispatchOrderId: 9,
        VehicleNo: "KA01",
        DocumentNo: "DN-5",
        Packets: [{ QRCode: "REQ9-F1", Qty: 2 }],
      },
      idempotencyKey: "k-1",
      doneAt: "2026-11-28T10:00:00.000Z",
      state: "conflict",
      message: "Packet REQ9-F1 is on hold (Damaged).",
      refusedPackets: ["REQ9-F1"],
    });
    expect(refusal.said).toEqual({
      action: floorText.actionDispatch,
      document: floorText.ofDispatch("DN-5"),
      packets: ["REQ9-F1"],
    });
    expect(refusal.refused).toEqual(["REQ9-F1"]);
    expect(refusal.discardShows).toBe(floorText.discardShowsDispatch(["REQ9-F1"], "DN-5"));
  });
});
