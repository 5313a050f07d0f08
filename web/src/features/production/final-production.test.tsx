import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { consumptionMessages, productionCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import FinalProductionPage from "./final-production";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const calls = productionCalls.finalProduction;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(calls.getFinalProductions, () => answered([]));
  server.answer(calls.getMaxNo, () => answered(100));
  server.answer(calls.getFGRequisitions, () =>
    answered([
      {
        RequisitionId: 5,
        RequisitionNo: "REQ000005",
        OrderRequisitionNo: "ORD-5 - REQ000005",
        ProductTypeId: 1,
        Qty: 8,
        MappedQty: 0,
        CreatedDate: "2026-11-28T09:00:00.000Z",
      },
    ]),
  );
  server.answer(calls.createFinalProduction, () =>
    answered(
      {
        FGMappingId: 3,
        Packets: [
          { QRCode: "REQ000005-F41", ProductCode: "FG-CHAIR", Qty: 5, FromNo: 101, ToNo: 105 },
          { QRCode: "REQ000005-F42", ProductCode: "FG-CHAIR", Qty: 3, FromNo: 106, ToNo: 108 },
        ],
      },
      consumptionMessages.mappingSaved,
    ),
  );
});

describe("Final Production", { timeout: 60_000 }, () => {
  it("after a mapping, lists the FG packets it was packed into with their slips to print", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/transactions/final-production"]}>
          <FinalProductionPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(server.inputs(calls.getMaxNo)).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Add FG Mapping" }));
    const dialog = await screen.findByRole("dialog", { name: "Add FG Mapping" });
    fireEvent.mouseDown(within(dialog).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("ORD-5 - REQ000005"));
    fireEvent.change(within(dialog).getByLabelText("FromNo"), { target: { value: "101" } });
    fireEvent.change(within(dialog).getByLabelText("Quantity"), { target: { value: "8" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const packed = await screen.findByRole("dialog", { name: "FG Packets" });
    expect(within(packed).getByText("REQ000005-F41")).toBeTruthy();
    expect(within(packed).getByText("REQ000005-F42")).toBeTruthy();
    expect(within(packed).getByRole("button", { name: "Print All" })).toBeTruthy();
    expect(server.inputs(calls.createFinalProduction)).toMatchObject([
      { RequisitionId: 5, FromNo: 101, ToNo: 108, Qty: 8 },
    ]);
  });
});
