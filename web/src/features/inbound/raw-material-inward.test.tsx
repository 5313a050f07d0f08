import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { scanBoxLabels, stockMessages } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PacketRow } from "./api";
import RawMaterialInwardPage from "./raw-material-inward";

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const toast = vi.hoisted(() => vi.fn());
vi.mock("../../api/client", () => ({ api: client }));
vi.mock("../../app/toast", () => ({ showToast: toast }));

const ok = (ResponseData: unknown) => ({ ResponseCode: "200", ResponseMessage: "", ResponseData });
const seatPacket: PacketRow = {
  QRCode: "REQ000009-P1",
  MRNID: null,
  RequisitionNo: "REQ000009",
  ProductCode: "INT-SEAT-01",
  ProductName: "Seat",
  ProductCategory: "Intermediate",
  SupplierCode: "",
  Qty: 1,
  UOM: "NOS",
  Status: "Packed",
  ColAddress: null,
};

const scan = (label: string, text: string) => {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(box, { key: "Enter", code: "Enter", keyCode: 13 });
};

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/raw-material-inward"]}>
        <RawMaterialInwardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  toast.mockReset();
  client.get.mockReset().mockResolvedValue(ok([]));
  client.post
    .mockReset()
    .mockImplementation(async (path: string) =>
      path === "RawMaterialInward/CheckRMExists"
        ? ok([seatPacket])
        : path === "RawMaterialInward/GetBinsForInward"
          ? ok([{ BinId: 4, RowName: "B", ColAddress: "B-04", ColStatus: false }])
          : path === "RawMaterialInward/GetBinRowsForInward"
            ? ok([{ RowName: "B", EmptyBins: 1 }])
            : ok({ BinId: 4, ColAddress: "B-04", Packets: 1 }),
    );
});

describe("RawMaterialInwardPage, document scan", () => {
  it("warns on a blank document scan", async () => {
    renderPage();
    scan(scanBoxLabels.inward, "");
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", stockMessages.enterMrnOrRequisition),
    );
  });

  it("reads digits as an MRN and asks for its lines", async () => {
    renderPage();
    scan(scanBoxLabels.inward, "5001");
    await waitFor(() => expect(client.get).toHaveBeenCalledWith("PurchaseOrder/GetPoDetailsByMRNID/5001"));
  });

  it("puts produced packets away by their producing requisition: exists check, bins and store all carry RequisitionNo", async () => {
    renderPage();
    scan(scanBoxLabels.inward, "req000009");
    expect(await screen.findByText("Produced by Requisition No: REQ000009")).toBeTruthy();
    expect(client.get).not.toHaveBeenCalled();
    scan(scanBoxLabels.inward, "REQ000009-P1");
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        "RawMaterialInward/CheckRMExists",
        { RequisitionNo: "REQ000009", QRCode: "REQ000009-P1" },
        { notify: "none" },
      ),
    );
    expect(await screen.findByText("INT-SEAT-01")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select Bin Location" }));
    fireEvent.click(await screen.findByText("B-04", {}, { timeout: 5000 }));
    expect(client.post).toHaveBeenCalledWith("RawMaterialInward/GetBinsForInward", {
      RequisitionNo: "REQ000009",
      RowName: null,
    });
    fireEvent.click(screen.getByRole("button", { name: "Confirm Location" }));
    fireEvent.click(await screen.findByText("Yes", {}, { timeout: 5000 }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        "RawMaterialInward/UpdateBinInwardMaterialStock",
        { RequisitionNo: "REQ000009", BinId: 4, storeItems: [{ QRCode: "REQ000009-P1" }] },
        { notify: "all" },
      ),
    );
  });
});
