import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { commonMessages, deliveryMessages, inboundCalls, masterCalls } from "@wms/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import type { MrnRow } from "./api";
import { QualityCheckDialog } from "./quality-check-dialog";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const line = (
  MrnLineId: number,
  ProductCode: string,
  requested: number,
  received: number,
  IsApprove: boolean,
): MrnRow => ({
  MrnLineId,
  MRNID: 7,
  IntermediateMRNID: null,
  PONumber: "PO-7",
  SupplierCode: "SUP-A",
  Type: "Purchase",
  MRNDate: "2026-11-20",
  ProductId: MrnLineId,
  ProductCode,
  ProductName: ProductCode,
  ProductCategory: "Raw Material",
  UOM: "KG",
  RequestedQty: requested,
  ReceivedQty: received,
  ApprovedQty: received,
  RejectedQty: 0,
  RejectedRemark: "",
  PiecesPerPacket: IsApprove ? 30 : 10,
  TotalSlip: 0,
  CartonId: null,
  CartonName: null,
  IsApprove,
  PacketError: null,
});

/** RM-1: 60 of 100 came and were checked, then 30 of the 40 outstanding (pending); RM-2 in full. */
const rows = [line(1, "RM-1", 100, 60, true), line(2, "RM-1", 40, 30, false), line(3, "RM-2", 5, 5, false)];
let server: ReturnType<typeof fakeServer>;

const renderDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QualityCheckDialog mrnId={7} canSubmit onClose={() => {}} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(inboundCalls.getPoDetailsByMRNID, answered(rows));
  server.answer(masterCalls.lookups.getCartonDDl, answered([]));
  server.answer(inboundCalls.updatePoDetails, answered([]));
});

describe("QualityCheckDialog, Partially Received", () => {
  it("offers Add only on the newest line of a partially received product", async () => {
    renderDialog();
    expect(await screen.findByRole("button", { name: "Add RM-1" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Add / })).toHaveLength(1);
    expect(screen.getAllByText("Partially Received")).toHaveLength(2);
  });

  it("refuses more than is still to receive, and records the rest with Enter, reloading the lines", async () => {
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Add RM-1" }));
    expect(await screen.findByText("Add Received Qty")).toBeTruthy();
    const box = (await screen.findByLabelText("Received Qty")) as HTMLInputElement;
    expect(box.value).toBe("10");
    fireEvent.change(box, { target: { value: "10.5" } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", deliveryMessages.receivedAboveOutstanding),
    );
    expect(server.inputs(inboundCalls.addReceivedQty)).toHaveLength(0);

    server.answer(
      inboundCalls.addReceivedQty,
      answered({ MrnLineId: 4, MRNID: 7, ProductCode: "RM-1", RequestedQty: 10, ReceivedQty: 6 }),
    );
    fireEvent.change(box, { target: { value: "6" } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() =>
      expect(server.inputs(inboundCalls.addReceivedQty)).toEqual([{ MrnLineId: 2, ReceivedQty: 6 }]),
    );
    await waitFor(() =>
      expect(server.inputs(inboundCalls.getPoDetailsByMRNID)).toEqual([{ id: "7" }, { id: "7" }]),
    );
  });

  it("refuses a received qty of more than 3 decimals in the quantity's words, keeping it as typed", async () => {
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Add RM-1" }));
    const box = (await screen.findByLabelText("Received Qty")) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "6.0005" } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", commonMessages.quantityDecimals));
    fireEvent.blur(box);
    expect(box.value).toBe("6.0005");
    expect(server.inputs(inboundCalls.addReceivedQty)).toHaveLength(0);
  });

  it("refuses an approved qty of more than 3 decimals in the quantity's words, sending nothing", async () => {
    renderDialog();
    const approved = (await screen.findByLabelText("Approved Qty RM-2")) as HTMLInputElement;
    fireEvent.change(approved, { target: { value: "4.9995" } });
    fireEvent.blur(approved);
    expect(approved.value).toBe("4.9995");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", commonMessages.quantityDecimals));
    expect(server.inputs(inboundCalls.updatePoDetails)).toHaveLength(0);
  });

  it("submits only the lines still to check, while earlier deliveries stay approved", async () => {
    renderDialog();
    await screen.findByRole("button", { name: "Add RM-1" });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(server.inputs(inboundCalls.updatePoDetails)).toHaveLength(1));
    const [sent] = server.inputs(inboundCalls.updatePoDetails);
    expect(sent).toEqual([
      expect.objectContaining({ MRNID: 7, MrnLineId: 2, ApprovedQty: 30 }),
      expect.objectContaining({ MrnLineId: 3, ApprovedQty: 5 }),
    ]);
    expect(sent[1]).not.toHaveProperty("MRNID");
  });
});

describe("QualityCheckDialog, a supplier's label", () => {
  const scanInto = (box: HTMLInputElement, text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
  };

  it("fills the line's lot, expiry and pieces per packet from a GS1 DataMatrix, and sends lot and expiry", async () => {
    renderDialog();
    const box = (await screen.findByLabelText("Supplier Lot RM-2")) as HTMLInputElement;
    scanInto(box, "]d2010950110153000317271200" + "3705\x1d10AB-123");
    await waitFor(() => expect(box.value).toBe("AB-123"));
    expect(toast).toHaveBeenLastCalledWith(
      "success",
      "GS1 label read, lot AB-123, expiry 2027-12-31, 5 a packet.",
    );
    expect(screen.getByText("Expiry 2027-12-31")).toBeTruthy();
    expect((screen.getByLabelText("Pieces per packet RM-2") as HTMLInputElement).value).toBe("5");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(server.inputs(inboundCalls.updatePoDetails)).toHaveLength(1));
    expect(server.inputs(inboundCalls.updatePoDetails)[0][1]).toMatchObject({
      MrnLineId: 3,
      PiecesPerPacket: 5,
      SupplierLot: "AB-123",
      SupplierExpiry: "2027-12-31",
    });
  });

  it("reads an ECIA (MH10.8.2) label's lot and quantity", async () => {
    renderDialog();
    const box = (await screen.findByLabelText("Supplier Lot RM-2")) as HTMLInputElement;
    scanInto(box, "[)>\x1e06\x1dP123\x1dQ250\x1d1TLOT9\x1e\x04");
    await waitFor(() => expect(box.value).toBe("LOT9"));
    expect((screen.getByLabelText("Pieces per packet RM-2") as HTMLInputElement).value).toBe("250");
  });

  it("refuses a label whose check digit is wrong, keeping what was scanned and sending nothing until it is read", async () => {
    renderDialog();
    const box = (await screen.findByLabelText("Supplier Lot RM-2")) as HTMLInputElement;
    const bad = "]d20109501101530004" + "10AB";
    scanInto(box, bad);
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", "The check digit of (01) 09501101530004 is wrong."),
    );
    expect(box.value).toBe(bad);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(server.inputs(inboundCalls.updatePoDetails)).toHaveLength(0);
  });

  it("keeps a lot typed by hand exactly, even one that reads as an element string", async () => {
    renderDialog();
    const box = (await screen.findByLabelText("Supplier Lot RM-2")) as HTMLInputElement;
    scanInto(box, "10ABC");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(server.inputs(inboundCalls.updatePoDetails)).toHaveLength(1));
    expect(server.inputs(inboundCalls.updatePoDetails)[0][1]).toMatchObject({
      SupplierLot: "10ABC",
      SupplierExpiry: null,
    });
  });
});
