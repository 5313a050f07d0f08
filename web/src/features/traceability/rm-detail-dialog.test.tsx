import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TraceRow, TraceStep } from "./api";
import { RmDetailDialog } from "./rm-detail-dialog";

const row = (RMCode: string, RequisitionNo: string, IsIntermediate: number): TraceRow => ({
  Level: 1,
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
  ProducedByRequisitionNo: IsIntermediate > 0 ? "REQ9" : null,
  Qty: 1,
});

const levels: Record<string, TraceRow[]> = {
  FRAME: [row("STEEL", "REQ2", 0), row("SEAT", "REQ2", 2)],
  SEAT: [row("FOAM", "REQ3", 0)],
};

const fetchLevel = vi.hoisted(() => vi.fn());
vi.mock("./api", () => ({ fetchIntermediateTraceability: fetchLevel }));

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
  fetchLevel.mockReset();
  fetchLevel.mockImplementation(async (step: TraceStep) => ({
    ResponseCode: "200",
    ResponseMessage: "",
    ResponseData: levels[step.RMCode] ?? [],
  }));
});

describe("RmDetailDialog", () => {
  it("drills into a linked intermediate, goes back fetching the previous level again, and closing clears the history", async () => {
    render(<Harness />);
    expect(await screen.findByText("STEEL")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    expect(screen.queryByRole("button", { name: "STEEL" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "SEAT" }));
    expect(await screen.findByText("FOAM")).toBeTruthy();
    expect(latest.map((s) => s.RMCode)).toEqual(["FRAME", "SEAT"]);
    expect(fetchLevel).toHaveBeenLastCalledWith({ RMCode: "SEAT", RequisitionNo: "REQ2", IsIntermediate: 2 });

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("STEEL")).toBeTruthy();
    expect(fetchLevel).toHaveBeenCalledTimes(3);
    expect(latest.map((s) => s.RMCode)).toEqual(["FRAME"]);

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(latest).toEqual([]);
  });
});
