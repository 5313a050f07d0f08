import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { stockOnHandMessages as m, stockCalls, stockOnHandCalls, stockOnHandText as text } from "@wms/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import StockOnHandPage from "./stock-on-hand";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const product = {
  ProductId: 7,
  ProductCode: "RM-STEEL",
  ProductName: "Steel tube",
  ProductTypeName: "RM",
  UOM: "NOS",
  TotalQty: 12.5,
  AvailableQty: 8,
  OnHoldQty: 1.5,
  RejectedQty: 0,
  PackedQty: 3,
  Packets: 4,
  OldestInwardDate: "2026-11-01T08:00:00.000Z",
  OldestReceivedOn: "2026-09-15",
  AgeDays: 72,
};
const packet = {
  QRCode: "QR-7-1",
  ProductCode: "RM-STEEL",
  Qty: 8,
  Status: "InBin" as const,
  HoldReason: null,
  ColAddress: "A-01",
  InwardDate: "2026-11-01T08:00:00.000Z",
  MRNID: 5001,
  SupplierCode: "SUP-A",
  RequisitionNo: null,
};

let server: ReturnType<typeof fakeServer>;
const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StockOnHandPage />
    </QueryClientProvider>,
  );

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(stockOnHandCalls.getByProduct, (q) =>
    answered(q.PageSize === -1 ? [product] : [{ ...product, TotalRows: 1 }]),
  );
  server.answer(stockOnHandCalls.getPackets, (q) =>
    answered(q.PageSize === -1 ? [packet] : [{ ...packet, TotalRows: 1 }]),
  );
});

describe("Stock on Hand", () => {
  it("shows each product's totals by state from the first page, sorted by product code", async () => {
    renderPage();
    const row = (await screen.findByText("RM-STEEL")).closest("tr")!;
    for (const shown of ["Steel tube", "12.5", "8", "1.5", "3", "4", "1 Nov 2026", "15 Sep 2026", "72"])
      expect(within(row).getByText(shown)).toBeTruthy();
    expect(screen.getAllByText("Age (days since receipt)").length).toBeGreaterThan(0);
    expect(server.inputs(stockOnHandCalls.getByProduct)[0]).toMatchObject({
      PageSize: 5,
      First: 1,
      SortColumn: "ProductCode",
      SortOrder: "ASC",
    });
  });

  it("drills from a product's packets count to its packets, and a packet to its history", async () => {
    server.answer(
      stockCalls.getPacketHistory,
      answered({
        Packet: { ...packet, MRNID: 5001, ProducedByRequisitionNo: null },
        Parent: null,
        Children: [],
        Ledger: [
          {
            LedgerId: 1,
            Reason: "putAway" as const,
            Qty: 8,
            FromStatus: "Packed" as const,
            FromBin: null,
            ToStatus: "InBin" as const,
            ToBin: "A-01",
            Reference: "MRN 5001",
            UserName: "store",
            At: "2026-11-01T08:00:00.000Z",
            DoneAt: null,
          },
        ],
      }),
    );
    renderPage();
    const row = (await screen.findByText("RM-STEEL")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "4" }));
    expect(await screen.findByText(text.packetsOf("RM-STEEL"))).toBeTruthy();
    expect(await screen.findByRole("button", { name: "QR-7-1" })).toBeTruthy();
    expect(server.inputs(stockOnHandCalls.getPackets)[0]).toMatchObject({ ProductId: 7, PageSize: 5 });
    expect(screen.getByText("MRN 5001 (SUP-A)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "QR-7-1" }));
    await waitFor(() => expect(server.inputs(stockCalls.getPacketHistory)).toEqual([{ QRCode: "QR-7-1" }]));
    expect(await screen.findByText("store")).toBeTruthy();
  });

  it("exports every row as CSV (PageSize -1), telling how many while it runs and when done", async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return "blob:csv";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderPage();
    await screen.findByText("RM-STEEL");
    fireEvent.click(screen.getByRole("button", { name: text.exportCsv }));
    expect(await screen.findByText(m.exporting(1))).toBeTruthy();
    await waitFor(() => expect(toast).toHaveBeenCalledWith("success", m.exported(1)));
    expect(click).toHaveBeenCalled();
    expect(server.inputs(stockOnHandCalls.getByProduct).at(-1)).toMatchObject({ PageSize: -1, First: 1 });
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!);
    });
    expect(csv.split("\r\n")[0]).toContain('"ProductCode","ProductName"');
    expect(csv).toContain(
      '"RM-STEEL","Steel tube","RM","NOS",12.5,8,1.5,0,3,4,"1 Nov 2026","15 Sep 2026",72',
    );
    click.mockRestore();
  });
});
