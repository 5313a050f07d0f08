import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { stockHoldMessages as m, stockHoldCalls, stockHoldText as t } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import type { WriteOff } from "./hold-api";
import { LotHoldPanel } from "./lot-hold-panel";
import { WriteOffPanel } from "./write-off-panel";

vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));

let server: ReturnType<typeof fakeServer>;
// The screens are heavy for jsdom on a busy machine: answers may take seconds to render.
const slow = { timeout: 10_000 };

const writeOff = (more: Partial<WriteOff> = {}): WriteOff => ({
  WriteOffId: 7,
  Status: "Pending",
  Packets: 2,
  Qty: 8,
  QRCodes: ["L1", "L2"],
  Remark: "not found after two counts",
  RequestedBy: "store",
  RequestedAt: "2026-11-21T08:00:00.000Z",
  DecidedBy: null,
  DecidedAt: null,
  DecisionRemark: "",
  TotalRows: 1,
  ...more,
});

beforeEach(() => {
  server = fakeServer();
  server.answer(stockHoldCalls.previewLotHold, () =>
    answered({
      ToHold: 5,
      ToHoldQty: 20,
      Held: [{ HoldReason: "Damaged" as const, Packets: 1, Qty: 4 }],
      ProductCodes: ["RM-FOAM-01"],
    }),
  );
  server.answer(stockHoldCalls.holdLot, () => answered({ Changed: 5 }));
  server.answer(stockHoldCalls.getWriteOffs, () => answered([writeOff()]));
  server.answer(stockHoldCalls.requestWriteOff, () => answered(writeOff({ WriteOffId: 8 })));
  server.answer(stockHoldCalls.decideWriteOff, () => answered(writeOff({ Status: "Approved" })));
});

const renderPanel = (panel: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/hold-and-scrap"]}>{panel}</MemoryRouter>
    </QueryClientProvider>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("Hold & Scrap by lot", () => {
  it("refuses an MRN typed with a letter without asking the server, then shows and holds the lot as typed", async () => {
    renderPanel(<LotHoldPanel />);
    type(t.lot.mrnLabel, "50O1");
    fireEvent.click(screen.getByRole("button", { name: t.lot.preview }));
    expect(await screen.findByText(m.mrnIdInvalid, undefined, slow)).toBeTruthy();
    expect(server.inputs(stockHoldCalls.previewLotHold)).toHaveLength(0);

    type(t.lot.mrnLabel, "5001");
    type(t.lot.productLabel, " RM-FOAM-01 ");
    fireEvent.click(screen.getByRole("button", { name: t.lot.preview }));
    expect(await screen.findByText(t.lot.toHold(5, 20), undefined, slow)).toBeTruthy();
    expect(screen.getByText(t.lot.held(1, "Damaged"))).toBeTruthy();
    expect(server.inputs(stockHoldCalls.previewLotHold)).toEqual([
      { MRNID: 5001, RequisitionNo: null, ProductCode: "RM-FOAM-01" },
    ]);

    fireEvent.click(screen.getByRole("button", { name: t.lot.hold }));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    expect(within(dialog).getByText(t.lot.confirmHold(5))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: t.lot.hold }));
    await waitFor(
      () =>
        expect(server.inputs(stockHoldCalls.holdLot)).toEqual([
          {
            Scope: { MRNID: 5001, RequisitionNo: null, ProductCode: "RM-FOAM-01" },
            Reason: "QualitySuspect",
            Remark: "",
          },
        ]),
      slow,
    );
  });
});

describe("Hold & Scrap write-offs", () => {
  it("asks a reason before requesting, sends the scanned lost packets, and approves a pending write-off after confirming", async () => {
    renderPanel(<WriteOffPanel />);
    expect(await screen.findByText("WO-7", undefined, slow)).toBeTruthy();
    scanInto(t.writeOff.scanLabel, "L3");
    scanInto(t.writeOff.scanLabel, "L4");
    // The scan box takes one scan at a time: the request waits until both are listed.
    await waitFor(() => expect(screen.getAllByText("L4").length).toBeGreaterThan(0), slow);
    fireEvent.click(screen.getByRole("button", { name: t.writeOff.request }));
    expect(await screen.findByText(m.writeOffRemark, undefined, slow)).toBeTruthy();
    expect(server.inputs(stockHoldCalls.requestWriteOff)).toHaveLength(0);

    type(t.remarkLabel, "gone after two counts");
    fireEvent.click(screen.getByRole("button", { name: t.writeOff.request }));
    await waitFor(
      () =>
        expect(server.inputs(stockHoldCalls.requestWriteOff)).toEqual([
          { QRCodes: ["L3", "L4"], Remark: "gone after two counts" },
        ]),
      slow,
    );

    fireEvent.click(screen.getByRole("button", { name: t.writeOff.approve }));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    expect(within(dialog).getByText(t.writeOff.confirmApprove(7))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: t.writeOff.approve }));
    await waitFor(
      () =>
        expect(server.inputs(stockHoldCalls.decideWriteOff)).toEqual([
          { WriteOffId: 7, Approve: true, Remark: "" },
        ]),
      slow,
    );
  });
});
