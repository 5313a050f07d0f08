import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  type CreateCustomerReturnRequest,
  dispatchCalls,
  floorText,
  customerReturnMessages as m,
  shellText,
  customerReturnText as text,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RefusedAction } from "../../components/offline/refused-action";
import { ApiError } from "../../platform/api/client";
import { offlineCalls } from "../../platform/offline/offline-calls";
import type { OutboxCommand, OutboxStore } from "../../platform/offline/outbox";
import { refusalOf } from "../../platform/offline/refusal-mends";
import { answered, fakeServer } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import { dispatched, renderPage } from "./customer-returns.test-support";

const toast = vi.hoisted(() => vi.fn());
const offline = vi.hoisted(() => ({ loadDocument: vi.fn(), sendOrQueue: vi.fn(), queuedInputsOf: vi.fn() }));
vi.mock("../../platform/toast", () => ({ showToast: toast }));
vi.mock("../../platform/offline/offline-call", () => offline);

const queuedReturn: CreateCustomerReturnRequest = {
  DispatchId: 31,
  Reason: "Wobbles",
  Scans: ["2", "REQ1-F2"],
};

/** The queued return of serial 2 and packet REQ1-F2, refused at sync as the server says it. */
const refusedReturn = (message: string, scan: string | null): OutboxCommand => ({
  id: 1,
  userId: 1,
  operationId: dispatchCalls.createCustomerReturn.operationId,
  input: queuedReturn,
  idempotencyKey: "k-1",
  doneAt: "2026-11-28T10:00:00.000Z",
  state: "conflict",
  message,
  refusedPackets: scan ? [scan] : [],
});

beforeEach(() => {
  toast.mockReset();
  fakeServer().answer(dispatchCalls.getDispatchesToReturn, () => answered([]));
  offline.loadDocument.mockReset().mockResolvedValue({ answer: answered(dispatched), fromDevice: true });
  offline.sendOrQueue.mockReset().mockResolvedValue({ kind: "queued", waiting: 1 });
  offline.queuedInputsOf.mockReset().mockResolvedValue([]);
});

describe("Customer Returns offline", { timeout: 60_000 }, () => {
  it("a return confirmed offline is queued with its key (the outbox's); its serials then wait to be sent and are not taken twice", async () => {
    renderPage();
    scanInto(text.scanLabel, "DN-88");
    await screen.findByText(text.scanUnitsNext("DN-88"));
    scanInto(text.scanLabel, "2");
    scanInto(text.scanLabel, "REQ1-F2");
    const units = () => within(document.querySelector(".customer-returns-units") as HTMLElement);
    await units().findByText("5-6");
    fireEvent.change(screen.getByLabelText(text.reason), { target: { value: "Wobbles" } });
    offline.queuedInputsOf.mockResolvedValue([queuedReturn]);
    fireEvent.click(screen.getByRole("button", { name: text.confirm }));
    await waitFor(() =>
      expect(offline.sendOrQueue).toHaveBeenCalledWith(dispatchCalls.createCustomerReturn, queuedReturn, {
        notify: "all",
      }),
    );
    await screen.findByText(`${text.waitingToSend}: 2, 5-6`);
    expect(units().queryByText("REQ1-F2")).toBeNull();
    expect(offline.queuedInputsOf).toHaveBeenCalledWith(dispatchCalls.createCustomerReturn);
    expect(offlineCalls.has(dispatchCalls.createCustomerReturn.operationId)).toBe(true);

    scanInto(text.scanLabel, "2");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.serialReturned(2, 31)));
    expect(units().queryByText("2")).toBeNull();
  });

  it("a dispatch never loaded on this device is said so offline, and nothing opens", async () => {
    offline.loadDocument.mockRejectedValue(new ApiError(shellText.notCachedOffline, 0));
    renderPage();
    scanInto(text.scanLabel, "DN-99");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", shellText.notCachedOffline));
    expect(screen.getByText(text.scanDispatchFirst)).toBeTruthy();
  });

  it("a queued return refused for one scan names the dispatch and the scan, and offers the rest, a new scan or Discard", () => {
    const refusal = refusalOf(refusedReturn(m.serialReturned(2, 31), "2"));
    expect(refusal.said).toEqual({
      action: floorText.actionCustomerReturn,
      document: floorText.ofDispatchNo(31),
      packets: ["2", "REQ1-F2"],
      ofScans: true,
    });
    expect(refusal.refused).toEqual(["2"]);
    expect(refusal.anotherBin).toBe(false);
    expect(refusal.rest).toEqual({ input: { ...queuedReturn, Scans: ["REQ1-F2"] }, packets: ["REQ1-F2"] });
    expect(refusal.doAgain).toEqual({
      path: "/transactions/customer-returns",
      draft: "customer-returns",
      scans: ["31", "REQ1-F2"],
      label: floorText.returnAgain,
    });
    expect(refusal.discardShows).toBe(floorText.discardShowsCustomerReturn(["2", "REQ1-F2"], 31));
  });

  it("a queued return refused naming no scan offers only Discard", () => {
    const refusal = refusalOf(refusedReturn("You do not have permission", null));
    expect([refusal.rest, refusal.doAgain, refusal.anotherBin]).toEqual([null, null, false]);
  });

  it("the refused return is shown by its dispatch and scans, with the mends' buttons", () => {
    render(
      <MemoryRouter>
        <RefusedAction
          command={refusedReturn(m.serialReturned(2, 31), "2")}
          store={{} as OutboxStore}
          onLeave={() => {}}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        `${floorText.actionCustomerReturn} · ${floorText.ofDispatchNo(31)} · ${floorText.scans(2)}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(floorText.refusedScans(["2"]))).toBeTruthy();
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual([floorText.sendRestScans(1), floorText.returnAgain, shellText.outboxDiscard]);
  });
});
