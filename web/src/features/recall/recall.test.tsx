import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  recallMessages as m,
  customerReachText as reachText,
  recallCalls,
  recallText as t,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customerReachCsv } from "../../components/customer-reach-csv";
import { Themed, theme } from "../../platform/themed";
import { antTokenOf } from "../../test/ant-theme";
import { answered, fakeServer, refused } from "../../test/fake-server";
import type { RecallDetailAnswer, RecallPreviewAnswer, RecallRow } from "./api";
import RecallPage from "./recall";
import { recallCsv, recallPdf } from "./recall-report";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;

const serial = {
  RequisitionNo: "REQ000012",
  OrderNo: "ORD-FG-7",
  ProductCode: "FG-SOFA",
  FromNo: 1001,
  ToNo: 1005,
  Qty: 5,
  MappedAt: "2026-11-20T10:00:00.000Z",
};
const requisition = {
  RequisitionNo: "REQ000011",
  OrderNo: "ORD-INT-3",
  ProductCode: "INT-FRAME",
  ProductName: "Frame",
  Type: "Intermediate",
  Qty: 2,
};
const inBin = {
  QRCode: "5001-1-002",
  ProductCode: "RM-WOOD",
  ProductName: "Wood",
  Qty: 10,
  Status: "InBin" as const,
  HoldReason: null,
  ColAddress: "A-01",
  IssuedTo: null,
  Lot: "MRN 5001",
  SupplierLot: "SUP-LOT-9",
};
const atLine = {
  ...inBin,
  QRCode: "5001-1-001",
  Qty: 6,
  Status: "Issued" as const,
  ColAddress: null,
  IssuedTo: "REQ000011",
};
const shipped = {
  CustomerCode: "CUST-A",
  CustomerName: "Acme Furnishings",
  DispatchId: 31,
  DispatchedAt: "2026-11-22T09:30:00.000Z",
  ErpOrderNo: "SO-77",
  DocumentNo: "DN-4410",
  VehicleNo: "MH12AB1234",
  ProductCode: "FG-SOFA",
  QRCode: "REQ000012-F9",
  Qty: 3,
  Serials: [{ FromNo: 1001, ToNo: 1003 }],
};
const toNotify = {
  Customers: [
    {
      CustomerCode: "CUST-A",
      CustomerName: "Acme Furnishings",
      ContactPerson: "R. Shah",
      MobileNo: "9876543210",
      Email: "buyer@acme.example",
      Dispatches: 1,
      Units: 3,
    },
  ],
  Dispatched: [shipped],
  Counts: { Customers: 1, Packets: 1, Units: 3 },
};
const preview: RecallPreviewAnswer = {
  Lot: "MRN 5001",
  Counts: { SerialRanges: 1, SerialUnits: 5, Requisitions: 2, ToHold: 1, AlreadyHeld: 0, AtProduction: 1 },
  Serials: [serial],
  Requisitions: [requisition],
  Packets: [inBin, atLine],
  ToNotify: toNotify,
  Truncated: false,
};
const head = {
  RecallId: 7,
  Lot: "MRN 5001",
  Reason: "supplier complaint",
  Status: "Open" as const,
  Disposition: null,
  OpenedBy: "Administrator",
  OpenedAt: "2026-11-21T08:00:00.000Z",
  ClosedBy: null,
  ClosedAt: null,
  Held: 1,
  AlreadyHeld: 0,
  AtProduction: 1,
  StillHeld: 1,
};
const detail: RecallDetailAnswer = {
  ...head,
  Serials: [serial],
  Requisitions: [requisition],
  Packets: [
    { ...inBin, Status: "OnHold", HoldReason: "Recall", FromStatus: "InBin", Outcome: "Held" },
    { ...atLine, FromStatus: "Issued", Outcome: "AtProduction" },
  ],
  ToNotify: toNotify,
  Truncated: false,
};
const row: RecallRow = { ...head, TotalRows: 1 };

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(recallCalls.getRecalls, () => answered([row]));
  server.answer(recallCalls.getRecall, () => answered(detail));
});

/** In the app's theme, as the Ant Design frame draws the screen. */
const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/recall"]}>
        <Themed>
          <RecallPage />
        </Themed>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const slow = { timeout: 10_000 };
const scanInto = (text: string) => userEvent.type(screen.getByLabelText(t.scanLabel), `${text}{Enter}`);

describe("Recall", () => {
  it("previews a scanned MRN (serial ranges, requisitions, packets with bin or requisition) and opens the recall with a reason", async () => {
    server.answer(recallCalls.previewRecall, () => answered(preview));
    server.answer(recallCalls.createRecall, () =>
      answered(
        { RecallId: 7, Held: 1, AlreadyHeld: 0, AtProduction: 1, Requisitions: 2, SerialRanges: 1 },
        m.opened(7, 1),
      ),
    );
    renderPage();
    await scanInto("5001");
    const shown = await screen.findByRole("region", { name: "Recall preview" }, slow);
    expect(server.inputs(recallCalls.previewRecall)).toEqual([{ MRNID: "5001" }]);
    expect(within(shown).getByText("1001-1005")).toBeTruthy();
    expect(within(shown).getByText("A-01")).toBeTruthy();
    expect(within(shown).getByText("at REQ000011")).toBeTruthy();
    expect(within(shown).getByText(`${t.counts.ToHold}:`, { exact: false })).toBeTruthy();
    const customers = within(shown).getByRole("region", { name: reachText.customers });
    expect(within(customers).getAllByText("CUST-A")).toHaveLength(2);
    expect(within(customers).getByText("R. Shah · 9876543210 · buyer@acme.example")).toBeTruthy();
    expect(within(customers).getByText("1001-1003")).toBeTruthy();

    fireEvent.click(within(shown).getByRole("button", { name: t.confirm }));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    fireEvent.click(within(dialog).getByRole("button", { name: t.confirm }));
    expect(await within(dialog).findByText(m.enterReason, undefined, slow)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(t.reasonLabel), {
      target: { value: "supplier complaint" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: t.confirm }));
    await waitFor(
      () =>
        expect(server.inputs(recallCalls.createRecall)).toEqual([
          { MRNID: "5001", Reason: "supplier complaint" },
        ]),
      slow,
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith("success", m.opened(7, 1)), slow);
    expect(await screen.findByText(`${t.reportTitle(7)}: MRN 5001`, undefined, slow)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Recall preview" })).toBeNull();
  });

  it("names a supplier's deliveries with the code and both days; a refusal is told and nothing is previewed", async () => {
    server.answer(recallCalls.previewRecall, () => refused(m.datesNeeded));
    renderPage();
    fireEvent.click(await screen.findByText(t.askKinds.Supplier, undefined, slow));
    await scanInto("SUP-WOOD");
    await waitFor(
      () =>
        expect(server.inputs(recallCalls.previewRecall)).toEqual([
          { SupplierCode: "SUP-WOOD", FromDate: null, ToDate: null },
        ]),
      slow,
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.datesNeeded), slow);
    expect(screen.queryByRole("region", { name: "Recall preview" })).toBeNull();
  });

  it("opens a recall from the list and closes it with Scrap after confirming in the theme", async () => {
    server.answer(recallCalls.closeRecall, ({ Disposition }) =>
      answered({ RecallId: 7, Disposition, Changed: 1 }, m.closed(7, Disposition, 1)),
    );
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "7" }, slow));
    const dialog = await screen.findByRole("dialog", undefined, slow);
    expect(await within(dialog).findByText("1001-1005", undefined, slow)).toBeTruthy();
    expect(within(dialog).getByText(t.outcomes.AtProduction)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(t.dispositions.Scrap));
    fireEvent.click(within(dialog).getByRole("button", { name: t.close }));
    const confirm = await screen.findByText(t.closeBody.Scrap, undefined, slow);
    const confirmDialog = confirm.closest(".ant-modal-confirm") as HTMLElement;
    const closeYes = within(confirmDialog).getByRole("button", { name: t.close });
    // asked in the frame's theme
    expect(antTokenOf(closeYes, "color-primary")).toBe(theme.token?.colorPrimary);
    fireEvent.click(closeYes);
    await waitFor(
      () => expect(server.inputs(recallCalls.closeRecall)).toEqual([{ RecallId: 7, Disposition: "Scrap" }]),
      slow,
    );
  });
});

describe("Recall report", () => {
  it("the PDF lists the customers to notify with their packets and serials, the serial ranges and the packets with their bins, as searchable text", async () => {
    const text = (await recallPdf(detail)).output();
    expect(text).toContain(reachText.customers);
    expect(text).toContain("CUST-A Acme Furnishings");
    expect(text).toContain("DN-4410");
    expect(text).toContain("serials 1001-1003");
    expect(text).toContain("1001-1005");
    expect(text).toContain("ORD-FG-7");
    expect(text).toContain("5001-1-002");
    expect(text).toContain("A-01");
    expect(text).toContain("at REQ000011");
  });

  it("the CSV has a row per serial range, then one per packet with where it is and what the recall did", () => {
    const lines = recallCsv(detail).trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"Serials","REQ000012","FG-SOFA","1001-1005",5');
    expect(lines[2]).toContain('"Packets","5001-1-002","RM-WOOD","",10,"On hold","A-01","Held"');
    expect(lines[3]).toContain('"at REQ000011","At production"');
  });
});

describe("Customers to notify CSV", () => {
  it("has the byte-order mark, a header, and a row per dispatched packet with the customer's contact and serials", () => {
    const csv = customerReachCsv(toNotify);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`"${reachText.columns.customerCode}"`);
    expect(lines[1]).toContain('"CUST-A","Acme Furnishings","R. Shah","9876543210","buyer@acme.example",31');
    expect(lines[1]).toContain('"SO-77","DN-4410","MH12AB1234","FG-SOFA","REQ000012-F9",3,"1001-1003"');
  });
});
