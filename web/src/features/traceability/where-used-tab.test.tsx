import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { customerReachText as reachText, stockMessages, traceabilityCalls } from "@wms/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import type { WhereUsedRow } from "./api";
import { WhereUsedTab } from "./where-used-tab";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;
const asked = () => server.inputs(traceabilityCalls.getWhereUsed);

const rows: WhereUsedRow[] = [
  {
    Level: 0,
    RequisitionNo: "REQ000002",
    ProductCode: "INT-SEAT-01",
    ProductDscrptn: "Seat",
    Type: "Intermediate",
    QRCode: "5001-1-001",
    SupplierLot: "SUP-LOT-77",
    Qty: 2,
    Issued: 3,
    Returned: 1,
    Consumed: 1.5,
    FromNo: null,
    ToNo: null,
  },
  {
    Level: 1,
    RequisitionNo: "REQ000003",
    ProductCode: "FG-CHAIR-01",
    ProductDscrptn: "Chair",
    Type: "FG",
    QRCode: "REQ000002-P7",
    SupplierLot: "",
    Qty: 1,
    Issued: 1,
    Returned: 0,
    Consumed: 1,
    FromNo: 101,
    ToNo: 110,
  },
];

const scan = (text: string) => {
  const box = screen.getByLabelText("Scan MRN ID, PO Number or Packet");
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(box, { key: "Enter", code: "Enter", keyCode: 13 });
};

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(traceabilityCalls.getWhereUsed, answered(rows));
  server.answer(
    traceabilityCalls.getWhereDispatched,
    answered({
      Customers: [
        {
          CustomerCode: "CUST-A",
          CustomerName: "Acme Furnishings",
          ContactPerson: "R. Shah",
          MobileNo: "",
          Email: "",
          Dispatches: 1,
          Units: 2,
        },
      ],
      Dispatched: [
        {
          CustomerCode: "CUST-A",
          CustomerName: "Acme Furnishings",
          DispatchId: 31,
          DispatchedAt: "2026-11-22T09:30:00.000Z",
          ErpOrderNo: "SO-77",
          DocumentNo: "DN-4410",
          VehicleNo: "MH12AB1234",
          ProductCode: "FG-CHAIR-01",
          QRCode: "REQ000003-F9",
          Qty: 2,
          Serials: [{ FromNo: 101, ToNo: 102 }],
        },
      ],
      Counts: { Customers: 1, Packets: 1, Units: 2 },
    }),
  );
});

describe("WhereUsedTab", () => {
  it("warns on an empty scan and lists every requisition and FG serial range the lot went into, issued, returned, consumed and net", async () => {
    const onPacket = vi.fn();
    render(<WhereUsedTab onPacket={onPacket} />);
    scan("");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", stockMessages.enterLot));
    expect(asked()).toEqual([]);

    scan("5001");
    await waitFor(() => expect(asked()).toEqual([{ x: "5001" }]));
    expect(await screen.findByText("101 - 110")).toBeTruthy();
    expect(screen.getByText("REQ000002")).toBeTruthy();
    const first = screen.getByText("REQ000002").closest("tr") as HTMLElement;
    expect([...first.querySelectorAll("td")].slice(5, 11).map((td) => td.textContent)).toEqual([
      "5001-1-001",
      "SUP-LOT-77",
      "3.000",
      "1.000",
      "1.500",
      "2.000",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "REQ000002-P7" }));
    expect(onPacket).toHaveBeenCalledWith("REQ000002-P7");
    expect(server.inputs(traceabilityCalls.getWhereDispatched)).toEqual([{ x: "5001" }]);
    const customers = screen.getByRole("region", { name: reachText.customers });
    const customer = within(customers).getByText("R. Shah").closest("tr") as HTMLElement;
    expect([...customer.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "CUST-A Acme FurnishingsR. Shah",
      "2",
      "1",
    ]);
    expect(within(customers).getByText("101-102")).toBeTruthy();
  });
});
