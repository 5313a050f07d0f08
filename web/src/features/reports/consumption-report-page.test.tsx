import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { consumptionRangeDaysMax, reportCalls, reportsMessages } from "@wms/domain";
import dayjs from "dayjs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import type { ConsumptionReportRow, ConsumptionSummaryReportRow } from "./api";
import ConsumptionReportPage from "./consumption-report-page";

vi.mock("./consumption-chart", () => ({
  default: ({ bars }: { bars: Array<{ label: string; bom: number; consumed: number }> }) => (
    <div>{`chart: ${bars.map((b) => `${b.label} ${b.bom}/${b.consumed}`).join(", ")}`}</div>
  ),
}));
const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const jobRow: ConsumptionReportRow = {
  RequisitionId: 7,
  RequisitionNo: "REQ000007",
  OrderNo: "ORD-9001",
  ProductCode: "INT-SEAT-01",
  ComponentCode: "RM-FOAM-01",
  ComponentName: "Foam",
  UOM: "NOS",
  QtyPerUnit: 2,
  ReqQty: 10,
  ProducedQty: 8,
  YieldPct: 80,
  BomQty: 16,
  ConsumedQty: 18,
  VarianceQty: 2,
  VariancePct: 12.5,
  IssuedQty: 20,
  ReturnedQty: 1,
  WipQty: 1,
  State: "Work in progress",
  TotalRows: 1,
};
const shiftRow: ConsumptionSummaryReportRow = {
  GroupBy: "Shift",
  GroupKey: "Night",
  ComponentCode: "RM-FOAM-01",
  ComponentName: "Foam",
  UOM: "NOS",
  Jobs: 1,
  ReqQty: 10,
  ProducedQty: 8,
  YieldPct: 80,
  BomQty: 5.333,
  ConsumedQty: 6,
  VarianceQty: 0.667,
  VariancePct: 12.51,
  IssuedQty: null,
  ReturnedQty: null,
  WipQty: null,
  TotalRows: 1,
};

let server: ReturnType<typeof fakeServer>;
/** A saved file's text (jsdom's Blob reads through FileReader). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConsumptionReportPage />
    </QueryClientProvider>,
  );

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(reportCalls.getConsumption, (q) =>
    answered(q.PageSize === -1 ? [{ ...jobRow, TotalRows: undefined }] : [jobRow]),
  );
  server.answer(reportCalls.getConsumptionSummary, (q) =>
    answered(q.PageSize === -1 ? [{ ...shiftRow, TotalRows: undefined }] : [shiftRow]),
  );
});

describe("ConsumptionReportPage", () => {
  it("shows each job's components over the last 30 days, with the chart of BOM for produced beside consumed", async () => {
    renderPage();
    expect(await screen.findByText("REQ000007")).toBeTruthy();
    const [asked] = server.inputs(reportCalls.getConsumption);
    expect(asked).toMatchObject({ SortColumn: "RequisitionNo", PageSize: 5, First: 1 });
    expect(asked.FromDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await screen.findByText("chart: REQ000007 RM-FOAM-01 16/18")).toBeTruthy();
    const row = screen.getByText("REQ000007").closest("tr") as HTMLElement;
    expect(row.textContent).toContain("16.000");
    expect(row.textContent).toContain("12.50%");
    expect(screen.getAllByText("Issued").length).toBeGreaterThan(0);
    expect(row.textContent).toContain("Work in progress");
    expect(screen.getAllByText("Work in Progress").length).toBeGreaterThan(0);
  });

  it(`refuses a range longer than ${consumptionRangeDaysMax} days in plain words, sends nothing and keeps the range it shows`, async () => {
    renderPage();
    await screen.findByText("REQ000007");
    const sent = server.inputs(reportCalls.getConsumption).length;
    const shown = screen.getByText(/^Range shown: /).textContent;
    const from = dayjs().subtract(400, "day");
    const picker = screen.getByLabelText("From Date");
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: from.format("MM/DD/YYYY") } });
    fireEvent.keyDown(picker, { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(reportsMessages.rangeTooLong(consumptionRangeDaysMax, 401));
    expect(alert.textContent).toContain(`Choose a range of at most ${consumptionRangeDaysMax} days.`);
    expect(toast).toHaveBeenCalledWith(
      "error",
      reportsMessages.rangeTooLong(consumptionRangeDaysMax, 401),
      expect.anything(),
    );
    // Nothing cut to fit: the picker keeps the day typed, no call went out, the table says which range it still shows.
    expect((picker as HTMLInputElement).value).toBe(from.format("D MMM YYYY"));
    expect(server.inputs(reportCalls.getConsumption)).toHaveLength(sent);
    expect(screen.getByText(/^Range shown: /).textContent).toBe(shown);
  });

  it("sums by shift on the switch: the summary call with GroupBy, no issue or return columns", async () => {
    renderPage();
    await screen.findByText("REQ000007");
    fireEvent.click(screen.getByText("By shift"));
    expect(await screen.findByText("Night")).toBeTruthy();
    expect(server.inputs(reportCalls.getConsumptionSummary).at(-1)).toMatchObject({
      GroupBy: "Shift",
      SortColumn: "GroupKey",
    });
    expect(screen.queryByText("Issued")).toBeNull();
    expect(screen.queryByText("Returned")).toBeNull();
  });

  it("exports every row as CSV (PageSize -1) with the columns shown", async () => {
    const saved: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:csv";
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderPage();
    await screen.findByText("REQ000007");
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.inputs(reportCalls.getConsumption).at(-1)).toMatchObject({ PageSize: -1, First: 1 });
    const [header, line] = (await textOf(saved[0])).split("\r\n");
    expect(header).toContain(
      '"Requisition","Order","Product","Component","UOM","Req Qty","Produced","BOM for Produced","Issued","Consumed","Returned","Work in Progress","State"',
    );
    expect(line).toBe(
      '"REQ000007","ORD-9001","INT-SEAT-01","RM-FOAM-01","NOS",10,8,16,20,18,1,1,"Work in progress",2,12.5,80',
    );
    click.mockRestore();
  });
});
