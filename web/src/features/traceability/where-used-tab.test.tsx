import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { stockMessages, traceabilityCalls } from "@wms/domain";
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
  });
});
