import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { reportCalls } from "@wms/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import type { StockAgeingReportRow } from "./api";
import StockAgeingPage from "./stock-ageing-page";

vi.mock("./ageing-chart", () => ({
  default: ({ rows }: { rows: StockAgeingReportRow[] }) => (
    <div>{`ageing chart: ${rows.map((r) => `${r.ProductCode} ${r.Days0To30}/${r.Over90}`).join(", ")}`}</div>
  ),
}));
const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const row = (ProductCode: string, Days0To30: number, Over90: number): StockAgeingReportRow => ({
  ProductId: ProductCode.length,
  ProductCode,
  ProductName: `${ProductCode} part`,
  UOM: "NOS",
  Days0To30,
  Days31To60: 0,
  Days61To90: 0,
  Over90,
  TotalQty: Days0To30 + Over90,
  Packets: 2,
  OldestDays: Over90 > 0 ? 120 : 3,
  TotalRows: 1,
});

let server: ReturnType<typeof fakeServer>;
const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StockAgeingPage />
    </QueryClientProvider>,
  );

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
});

describe("StockAgeingPage", () => {
  it("shows each product's quantity per age band, the stacked chart, and searches on the server", async () => {
    server.answer(reportCalls.getStockAgeing, (q) =>
      answered(q.SearchValue ? [row("RM-FOAM-01", 0, 4)] : [row("RM-SCREW-01", 12.5, 0)]),
    );
    renderPage();
    const cell = await screen.findByText("RM-SCREW-01");
    expect(cell.closest("tr")?.textContent).toContain("12.500");
    expect(await screen.findByText("ageing chart: RM-SCREW-01 12.5/0")).toBeTruthy();
    expect(server.inputs(reportCalls.getStockAgeing)[0]).toMatchObject({
      SortColumn: "ProductCode",
      PageSize: 5,
    });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "foam" } });
    expect(await screen.findByText("RM-FOAM-01")).toBeTruthy();
    expect(server.inputs(reportCalls.getStockAgeing).at(-1)).toMatchObject({ SearchValue: "foam", First: 1 });
  });

  it("warns when the export finds nothing to save", async () => {
    server.answer(reportCalls.getStockAgeing, (q) =>
      answered(q.PageSize === -1 ? [] : [row("RM-SCREW-01", 1, 0)]),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderPage();
    await screen.findByText("RM-SCREW-01");
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", "No data found"));
    expect(server.inputs(reportCalls.getStockAgeing).at(-1)).toMatchObject({ PageSize: -1 });
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
