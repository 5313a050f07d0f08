import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  consumptionMessages,
  customerReachText as reachText,
  type SerialEvent,
  serialEvents,
  traceabilityCalls,
} from "@wms/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import type { TraceJob, TraceRow } from "./api";
import FgTraceabilityReport from "./fg-traceability-report";

vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));

let server: ReturnType<typeof fakeServer>;
const traced = () => server.inputs(traceabilityCalls.getFGTraceabilityReport);

const job = (no: string, serials: TraceJob["Serials"]): TraceJob => ({
  RequisitionId: Number(no.slice(3)),
  RequisitionNo: no,
  OrderNo: `ORD-${no}`,
  ProductCode: "CHAIR",
  Serials: serials,
  CreatedDate: "2026-11-25T10:00:00.000Z",
});
const row = (Stage: string, Operator: string): TraceRow => ({
  RMCode: `RM-${Operator}`,
  RequisitionNo: "REQ2",
  IsIntermediate: 0,
  Stage,
  Type: "RM",
  InwardDate: null,
  Operator,
  ShiftName: "A",
  SupplierCode: "SUP",
  ProductImg: "",
  ProductCode: "CHAIR",
  ProductDscrptn: "Chair",
  QRCode: `PK-${Operator}`,
  MRNID: 5001,
  SupplierLot: "",
  ProducedByRequisitionNo: null,
  Qty: 1,
  EventId: Operator.length,
  EventAt: "2026-11-25T10:00:00.000Z",
  JobRequisitionNo: "REQ2",
  JobOrderNo: "ORD-REQ2",
  JobSerials: [{ FromNo: 11, ToNo: 12 }],
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FgTraceabilityReport />
    </QueryClientProvider>,
  );

const scan = (text: string) => {
  const box = screen.getByLabelText("Scan Product");
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(box, { key: "Enter", code: "Enter", keyCode: 13 });
};

beforeEach(() => {
  server = fakeServer();
  server.answer(
    traceabilityCalls.getFGTraceabilityReport,
    answered([row("Start", "Kiran"), row("End", "Lata")]),
  );
  server.answer(traceabilityCalls.getSerialHistory, answered([]));
});

describe("FgTraceabilityReport", () => {
  it("goes straight to the job of a serial or requisition number, and shows where the serial went", async () => {
    server.answer(traceabilityCalls.getTraceJobs, answered({ ScannedAs: "Job", Jobs: [job("REQ2", [])] }));
    server.answer(
      traceabilityCalls.getSerialDispatches,
      answered([
        {
          CustomerCode: "CUST-A",
          CustomerName: "Acme Furnishings",
          DispatchId: 31,
          DispatchedAt: "2026-11-22T09:30:00.000Z",
          ErpOrderNo: "SO-77",
          DocumentNo: "DN-4410",
          VehicleNo: "MH12AB1234",
          ProductCode: "FG-CHAIR",
          QRCode: "REQ2-F9",
          Qty: 2,
          Serials: [{ FromNo: 11, ToNo: 12 }],
        },
      ]),
    );
    renderPage();
    scan("11");
    await waitFor(() => expect(traced()).toEqual([{ x: "REQ2" }]));
    expect(await screen.findByText("RM-Kiran")).toBeTruthy();
    expect(server.inputs(traceabilityCalls.getSerialDispatches)).toEqual([{ serial: "11" }]);
    const went = await screen.findByRole("region", { name: reachText.serialDispatched });
    expect(within(went).getByText("CUST-A")).toBeTruthy();
    expect(within(went).getByText("11-12")).toBeTruthy();
    expect(within(went).getByText("SO-77 · DN-4410 · MH12AB1234", { exact: false })).toBeTruthy();
    expect(screen.getByTestId("trace-job").textContent).toBe("Job REQ2 · Order ORD-REQ2 · Serials 11 - 12");
    expect(screen.queryByText(consumptionMessages.pickJob)).toBeNull();
  });

  it("shows a serial's history in the order it happened: returned, reworked on its job, mapped again", async () => {
    server.answer(traceabilityCalls.getTraceJobs, answered({ ScannedAs: "Job", Jobs: [job("REQ2", [])] }));
    server.answer(traceabilityCalls.getSerialDispatches, answered([]));
    const at = (day: number) => `2026-11-${day}T09:30:00.000Z`;
    const event = (Event: SerialEvent, day: number, QRCode: string, customer = false) => ({
      Event,
      At: at(day),
      RequisitionNo: "REQ2",
      QRCode,
      DispatchId: customer ? 31 : null,
      DocumentNo: customer ? "DN-4410" : null,
      CustomerCode: customer ? "CUST-A" : null,
    });
    server.answer(
      traceabilityCalls.getSerialHistory,
      answered([
        event("Mapped", 20, "REQ2-F9"),
        event("Dispatched", 21, "REQ2-F9", true),
        event("Returned", 22, "REQ2-R14", true),
        event("Reworked", 23, "REQ2-R14"),
        event("MappedAgain", 24, "REQ2-F15"),
      ]),
    );
    renderPage();
    scan("11");
    const history = await screen.findByRole("region", { name: reachText.serialHistory });
    expect(server.inputs(traceabilityCalls.getSerialHistory)).toEqual([{ serial: "11" }]);
    const items = within(history).getAllByRole("listitem");
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(
      serialEvents.map((e) => reachText.serialEvent[e]),
    );
    expect(items[3].textContent).toContain("Job REQ2 · REQ2-R14");
    expect(items[4].textContent).toContain("REQ2-F15");
  });

  it("lists a product code's jobs to pick, and traces the one picked", async () => {
    server.answer(
      traceabilityCalls.getTraceJobs,
      answered({
        ScannedAs: "Product",
        Jobs: [job("REQ3", []), job("REQ2", [{ FromNo: 11, ToNo: 12 }])],
      }),
    );
    renderPage();
    scan("CHAIR");
    expect(await screen.findByText(consumptionMessages.pickJob)).toBeTruthy();
    expect(server.inputs(traceabilityCalls.getSerialDispatches)).toEqual([]);
    expect(traced()).toEqual([]);
    expect(screen.getByText("11 - 12")).toBeTruthy();
    const picks = screen.getAllByRole("button", { name: /^REQ\d$/ }).map((b) => b.textContent);
    expect(picks).toEqual(["REQ3", "REQ2"]);
    fireEvent.click(screen.getByRole("button", { name: "REQ2" }));
    await waitFor(() => expect(traced()).toEqual([{ x: "REQ2" }]));
    expect(await screen.findByText("RM-Kiran")).toBeTruthy();
    expect(screen.queryByText(consumptionMessages.pickJob)).toBeNull();
  });
});
