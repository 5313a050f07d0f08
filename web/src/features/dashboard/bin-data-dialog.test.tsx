import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { commonMessages, dashboardCalls } from "@wms/domain";
import { describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import { BinDataDialog } from "./bin-data-dialog";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

const renderDialog = (colAddress: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BinDataDialog colAddress={colAddress} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe("BinDataDialog", () => {
  it("lists the packets lying in the bin with their state, a held one with its reason", async () => {
    const server = fakeServer();
    server.answer(
      dashboardCalls.getBinDeatails,
      answered([
        {
          MRNID: 7,
          QRCode: "QR-7-1",
          ProductCode: "RM-1",
          SupplierCode: "SUP-A",
          Qty: 30,
          Status: "InBin",
          HoldReason: null,
        },
        {
          MRNID: 7,
          QRCode: "QR-7-2",
          ProductCode: "RM-1",
          SupplierCode: "SUP-A",
          Qty: 30,
          Status: "OnHold",
          HoldReason: "Damaged",
        },
      ]),
    );
    renderDialog("A-01");
    expect(await screen.findByText("QR-7-1")).toBeTruthy();
    expect(screen.getByText("On hold (Damaged)")).toBeTruthy();
    expect(screen.getByText("In bin")).toBeTruthy();
    expect(server.inputs(dashboardCalls.getBinDeatails)).toEqual([{ BinLocation: "A-01" }]);
  });

  it("shows an unknown bin's '404' as a warning", async () => {
    const server = fakeServer();
    server.answer(dashboardCalls.getBinDeatails, refused(commonMessages.notFound, [], "404"));
    renderDialog("Z-99");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", commonMessages.notFound));
  });
});
