import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import CustomerReturnsPage from "./customer-returns";
import type { DispatchToReturnAnswer } from "./customer-returns-api";

/** Dispatch 31 (delivery note DN-88): 6 chairs in packets of 4 and 2, serial 4 returned already. */
export const dispatched: DispatchToReturnAnswer = {
  DispatchId: 31,
  ErpOrderNo: "SO-7",
  CustomerCode: "C-A",
  CustomerName: "Shree Auto Components",
  Address: "Bhosari, Pune",
  GSTNumber: "",
  VehicleNo: "MH12AB1234",
  DocumentNo: "DN-88",
  DispatchedAt: "2026-11-28T09:00:00.000Z",
  DispatchedBy: "Administrator",
  Lines: [
    {
      LineNo: 1,
      ProductCode: "FG-CHAIR",
      ProductName: "Chair",
      OrderedQty: 6,
      Qty: 6,
      Serials: [{ FromNo: 1, ToNo: 6 }],
    },
  ],
  Packets: [
    { QRCode: "REQ1-F1", ProductCode: "FG-CHAIR", LineNo: 1, Qty: 4, Serials: [{ FromNo: 1, ToNo: 4 }] },
    { QRCode: "REQ1-F2", ProductCode: "FG-CHAIR", LineNo: 1, Qty: 2, Serials: [{ FromNo: 5, ToNo: 6 }] },
  ],
  Returned: [{ FromNo: 4, ToNo: 4 }],
};

/** The Customer Returns screen, on its own route with its own query client. */
export const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/customer-returns"]}>
        <CustomerReturnsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
