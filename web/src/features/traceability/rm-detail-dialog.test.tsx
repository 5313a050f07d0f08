import { fireEvent, render, screen } from "@testing-library/react";
import { traceabilityCalls } from "@wms/domain";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import type { TraceRow, TraceStep } from "./api";
import { RmDetailDialog } from "./rm-detail-dialog";

const row = (RMCode: string, RequisitionNo: string, IsIntermediate: number, job: string): TraceRow => ({
  RMCode,
  RequisitionNo,
  IsIntermediate,
  Stage: "Start",
  Type: "RM",
  InwardDate: null,
  Operator: "Ravi",
  ShiftName: "A",
  SupplierCode: "SUP",
  ProductImg: "",
  ProductCode: "P",
  ProductDscrptn: "P",
  QRCode: `PK-${RMCode}`,
  MRNID: IsIntermediate > 0 ? null : 5001,
  SupplierLot: "",
  ProducedByRequisitionNo: IsIntermediate > 0 ? "REQ9" : null,
  Qty: 1,
  EventId: 7,
  EventAt: "2026-11-25T10:00:00.000Z",
  JobRequisitionNo: job,
  JobOrderNo: `ORD-${job}`,
  JobSerials: [],
});

const levels: Record<string, TraceRow[]> = {
  FRAME: [row("STEEL", "REQ2", 0, "REQ2"), row("SEAT", "REQ3", 2, "REQ2")],
  SEAT: [row("FOAM", "REQ3", 0, "REQ3")],
};

let server: ReturnType<typeof fakeServer>;
const levelsAsked = () => server.inputs(traceabilityCalls.getIntermediateTraceability);

let latest: TraceStep[] = [];
const openPacket = vi.fn();
function Harness() {
  const [history, setHistory] = useState<TraceStep[]>([
    { RMCode: "FRAME", RequisitionNo: "REQ1", IsIntermediate: 2 },
  ]);
  latest = history;
  return <RmDetailDialog title="RM Detail" history={history} onHistory={setHistory} onPacket={openPacket} />;
}

beforeEach(() => {
  server = fakeServer();
  server.answer(traceabilityCalls.getIntermediateTraceability, ({ rmCode }) =>
    answered(levels[rmCode] ?? []),
  );
});

describe("RmDetailDialog", () => {
  it("drills into a linked intermediate, goes back fetching the previous level again, and closing clears the history", async () => {
    render(<Harness />);
    expect(await screen.findByText("STEEL")).toBeTruthy();
    expect(screen.getByTestId("trace-job").textContent).toBe("Job REQ2 · Order ORD-REQ2");
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    expect(screen.queryByRole("button", { name: "STEEL" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "SEAT" }));
    expect(await screen.findByText("FOAM")).toBeTruthy();
    expect(screen.getByTestId("trace-job").textContent).toBe("Job REQ3 · Order ORD-REQ3");
    expect(latest.map((s) => s.RMCode)).toEqual(["FRAME", "SEAT"]);
    expect(levelsAsked().at(-1)).toEqual({ rmCode: "SEAT", requisitionNo: "REQ3", isIntermediate: "2" });

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("STEEL")).toBeTruthy();
    expect(levelsAsked()).toHaveLength(3);
    expect(latest.map((s) => s.RMCode)).toEqual(["FRAME"]);

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(latest).toEqual([]);
  });
});
