import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type CallData, masterCalls, printingCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import BinMaster from "./bin-master";

vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));

type BinRow = CallData<typeof masterCalls.bin.list>[number];
const bin = (BinId: number, ColAddress: string): BinRow => ({
  BinId,
  RowName: "A",
  RowNo: 1,
  ColNo: BinId,
  ColAddress,
  StoreType: "",
  Height: 10,
  Width: 10,
  Length: 10,
  Volume: 0.001,
  ColStatus: false,
  IsActive: true,
  CreatedBy: 1,
  UpdatedBy: null,
  CreatedDate: "2026-11-01T09:00:00.000Z",
  UpdatedDate: null,
  CreatedDt: "2026-11-01T09:00:00.000Z",
  UpdatedDt: null,
  TotalRows: 2,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  localStorage.clear();
  server = fakeServer();
  server.answer(masterCalls.bin.list, () => answered([bin(1, "A-01"), bin(2, "A-02")]));
  server.answer(
    printingCalls.getPrinters,
    answered([{ PrinterId: 7, PrinterName: "Zebra dock", Kind: "ZPL" as const, Station: "Dock 1" }]),
  );
  server.answer(printingCalls.printBinLabels, answered({ Sent: 1 }));
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={["/masters/bin-master"]}>
      <QueryClientProvider client={new QueryClient()}>
        <BinMaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe("Bin Master, Print to printer", { timeout: 60_000 }, () => {
  it("sends the ticked bins' labels to the chosen ZPL printer, and the device keeps that printer", async () => {
    renderPage();
    const first = await screen.findByText("A-02", {}, { timeout: 15_000 });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Print to" }));
    fireEvent.click(await screen.findByText("Zebra dock (Dock 1)"));
    fireEvent.click(within(first.closest("tr") as HTMLElement).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Print Bin Labels (1)" }));
    await waitFor(() =>
      expect(server.inputs(printingCalls.printBinLabels)).toEqual([{ PrinterId: 7, ColAddresses: ["A-02"] }]),
    );
    expect(localStorage.getItem("wms.printer")).toBe("7");
  });
});
