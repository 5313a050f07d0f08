import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { commonMessages, consumptionMessages, returnCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import type { ReturnRow } from "./api";
import ReturnPage from "./return-page";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;
const submitted = () => server.inputs(returnCalls.submitFGReturn);

const row = (RequisitionIssueId: number, RMCode: string, Quantity: number): ReturnRow => ({
  RequisitionIssueId,
  RequisitionId: 1,
  RequisitionNo: "REQ000001",
  RMCode,
  Type: "RM",
  UOM: "NOS",
  InwardDate: null,
  QRCode: `QR-${RMCode}`,
  SupplierCode: "SUP-FAST",
  SupplierName: "Fasteners",
  ProductCode: "FG-CHAIR-01",
  ProductDscrptn: "Office chair",
  ProductImg: "",
  Quantity,
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/return"]}>
        <ReturnPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const scan = async (text: string) => scanInto("Scan QR Code", text);

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(returnCalls.getFGReturn, answered([row(1, "RM-SCREW-01", 2), row(2, "RM-FOAM-01", 1)]));
  server.answer(returnCalls.updateReturnRow, ({ RequisitionIssueId, Quantity }) =>
    answered(row(Number(RequisitionIssueId), "RM-SCREW-01", Number(Quantity))),
  );
});

describe("ReturnPage", () => {
  it("returns the selected RM rows with their edited quantities", async () => {
    server.answer(returnCalls.submitFGReturn, answered([]));
    renderPage();
    await scan("QR-RM-SCREW-01");
    expect(await screen.findByText("Office chair")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Quantity RM-SCREW-01"), { target: { value: "1.5" } });
    const screwRow = screen.getByText("RM-SCREW-01").closest("tr") as HTMLElement;
    fireEvent.click(within(screwRow).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Return" }));
    await vi.waitFor(() => expect(submitted()).toHaveLength(1));
    expect(submitted()[0]).toMatchObject({
      ReturnType: 1,
      ReturnList: [{ RequisitionIssueId: 1, Quantity: 1.5 }],
    });
  });

  it("refuses a quantity of more than 3 decimals in the quantity's words, checking and returning nothing", async () => {
    renderPage();
    await scan("QR-RM-SCREW-01");
    const box = (await screen.findByLabelText("Quantity RM-SCREW-01")) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "1.2345" } });
    fireEvent.blur(box);
    await vi.waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", commonMessages.quantityDecimals),
    );
    expect(box.value).toBe("1.2345");
    const screwRow = screen.getByText("RM-SCREW-01").closest("tr") as HTMLElement;
    fireEvent.click(within(screwRow).getByRole("checkbox"));
    toast.mockReset();
    fireEvent.click(screen.getByRole("button", { name: "Return" }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", commonMessages.quantityDecimals),
    );
    expect(server.inputs(returnCalls.updateReturnRow)).toHaveLength(0);
    expect(submitted()).toHaveLength(0);
  });

  it("keeps a quantity that is not a number as typed and refuses it, checking nothing", async () => {
    renderPage();
    await scan("QR-RM-SCREW-01");
    const box = (await screen.findByLabelText("Quantity RM-SCREW-01")) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "1,5" } });
    fireEvent.blur(box);
    await vi.waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith("warning", consumptionMessages.insertPacketQty),
    );
    expect(box.value).toBe("1,5");
    expect(server.inputs(returnCalls.updateReturnRow)).toHaveLength(0);
  });

  it("FG return clears and disables selection, and sends every row", async () => {
    server.answer(returnCalls.submitFGReturn, answered([]));
    renderPage();
    await scan("1");
    const foamRow = (await screen.findByText("RM-FOAM-01")).closest("tr") as HTMLElement;
    fireEvent.click(within(foamRow).getByRole("checkbox"));
    fireEvent.click(screen.getByLabelText("FG Return"));
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.every((b) => b.disabled)).toBe(true);
    expect(boxes.some((b) => b.checked)).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Return" }));
    await vi.waitFor(() => expect(submitted()).toHaveLength(1));
    expect(submitted()[0].ReturnList).toHaveLength(2);
    expect(submitted()[0].ReturnType).toBe(2);
  });

  it("opens the returned-more-than-once dialog on a '400' with data", async () => {
    server.answer(
      returnCalls.submitFGReturn,
      refused(consumptionMessages.returnedMoreThanOnce, [
        { RequisitionIssueId: 2, RMCode: "RM-FOAM-01", Quantity: 1, SupplierCode: "SUP-FOAM" },
      ]),
    );
    renderPage();
    await scan("1");
    await screen.findByText("RM-FOAM-01");
    fireEvent.click(screen.getByLabelText("FG Return"));
    fireEvent.click(screen.getByRole("button", { name: "Return" }));
    expect(await screen.findByText(consumptionMessages.returnedMoreThanOnceTitle)).toBeTruthy();
    expect(screen.getByText("SUP-FOAM")).toBeTruthy();
  });

  it("after a return, lists the new packets' codes with their slips to print", async () => {
    server.answer(
      returnCalls.submitFGReturn,
      answered([{ QRCode: "QR-RM-SCREW-01-R77", ProductCode: "RM-SCREW-01", Qty: 1.5 }]),
    );
    renderPage();
    await scan("QR-RM-SCREW-01");
    const screwRow = (await screen.findByText("RM-SCREW-01")).closest("tr") as HTMLElement;
    fireEvent.click(within(screwRow).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Return" }));
    const dialog = await screen.findByRole("dialog", { name: consumptionMessages.returnedPacketsTitle });
    expect(within(dialog).getByText("QR-RM-SCREW-01-R77")).toBeTruthy();
    expect(within(dialog).getByText("1.500")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Print All" })).toBeTruthy();
  });
});
