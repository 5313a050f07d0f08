import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { commonMessages, consumptionMessages as m, productionCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import { ActivityReportingForm } from "./activity-reporting-form";

const calls = productionCalls.activity;
const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;
const reported = () => server.inputs(calls.assembly.create);

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(
    calls.getShifts,
    answered([{ ShiftId: 1, ShiftName: "A", StartTime: "06:00", EndTime: "14:00" }]),
  );
  server.answer(
    calls.assembly.list,
    answered([
      {
        RequisitionId: 1,
        RequisitionNo: "REQ000001",
        OrderNo: "ORD-1",
        OrderRequisitionNo: "ORD-1 - REQ000001",
        ProductCode: "FG-1",
        ProductTypeId: 1,
        CreatedDate: "2026-11-20T06:00:00.000Z",
      },
    ]),
  );
  server.answer(
    calls.assembly.detail,
    answered([
      {
        OrderNo: "ORD-1",
        RequisitionNo: "REQ000001",
        RMCode: "RM-1",
        ProductCode: "RM-1",
        IssuedQuantity: 5,
        Quantity: 0,
        UnUsedQuantity: 5,
        OrginalUnUsedQuantity: 5,
      },
    ]),
  );
  server.answer(calls.assembly.create, answered(null));
});

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/activity-reporting-assembly"]}>
        <ActivityReportingForm kind="assembly" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** Chooses in a native <select> (Shift, Stage), once its option is there. */
const choose = async (label: string, option: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const item = (await within(select).findByText(option)) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: item.value } });
  expect(select.selectedOptions[0].textContent).toBe(option);
};

describe("ActivityReportingForm", () => {
  it("ties each field's visible label to its box: Order, Shift, Operator and Stage", () => {
    renderForm();
    const control = (label: string) =>
      (screen.getByText(label, { selector: "label" }) as HTMLLabelElement).control;
    expect(control("Order")).toBe(screen.getByRole("combobox", { name: "Order" }));
    expect(control("Shift")).toBe(screen.getByLabelText("Shift"));
    expect(control("Operator")).toBe(screen.getByLabelText("Operator"));
    expect(control("Stage")).toBe(screen.getByLabelText("Stage"));
  });

  it("reports once for Enter in the Operator box: not again for the held key's repeats, there or in a quantity", async () => {
    renderForm();
    const scan = screen.getByLabelText("Scan Requisition No");
    fireEvent.change(scan, { target: { value: "REQ000001" } });
    fireEvent.keyDown(scan, { key: "Enter", code: "Enter", keyCode: 13 });
    const box = (await screen.findByLabelText("Quantity RM-1")) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "1.25" } });
    await choose("Shift", "A - 06:00 - 14:00");
    await choose("Stage", "Start");
    const operator = screen.getByLabelText("Operator");
    fireEvent.change(operator, { target: { value: "Ravi" } });
    fireEvent.keyDown(operator, { key: "Enter", code: "Enter", keyCode: 13 });
    fireEvent.keyDown(operator, { key: "Enter", code: "Enter", keyCode: 13, repeat: true });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13, repeat: true });
    await waitFor(() => expect(reported()).toHaveLength(1));
    expect(reported()[0]).toMatchObject({ Operator: "Ravi", storeItems: [{ Quantity: 1.25 }] });
    // the screen clears once reported: a later repeat finds nothing to send
    await waitFor(() => expect(screen.queryByLabelText("Quantity RM-1")).toBeNull());
    expect(reported()).toHaveLength(1);
  });

  it("refuses a quantity of more than 3 decimals in the quantity's words: kept as typed, not counted, not sent", async () => {
    renderForm();
    const scan = screen.getByLabelText("Scan Requisition No");
    fireEvent.change(scan, { target: { value: "REQ000001" } });
    fireEvent.keyDown(scan, { key: "Enter", code: "Enter", keyCode: 13 });
    const box = (await screen.findByLabelText("Quantity RM-1")) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "1.0005" } });
    fireEvent.blur(box);
    expect(box.value).toBe("1.0005");
    const row = box.closest("tr") as HTMLElement;
    expect(within(row).getByText("5")).toBeTruthy();

    await choose("Shift", "A - 06:00 - 14:00");
    fireEvent.change(screen.getByLabelText("Operator"), { target: { value: "Ravi" } });
    await choose("Stage", "Start");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", commonMessages.quantityDecimals));
    expect(reported()).toHaveLength(0);

    fireEvent.change(box, { target: { value: "1.25" } });
    expect(await within(row).findByText("3.75")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(reported()).toHaveLength(1));
    expect(reported()[0]).toMatchObject({ storeItems: [{ ProductCode: "RM-1", Quantity: 1.25 }] });
  });

  it("keeps a quantity above the unused or below 0 as typed and refuses it, naming the unused; nothing is sent", async () => {
    renderForm();
    const scan = screen.getByLabelText("Scan Requisition No");
    fireEvent.change(scan, { target: { value: "REQ000001" } });
    fireEvent.keyDown(scan, { key: "Enter", code: "Enter", keyCode: 13 });
    const box = (await screen.findByLabelText("Quantity RM-1")) as HTMLInputElement;
    await choose("Shift", "A - 06:00 - 14:00");
    fireEvent.change(screen.getByLabelText("Operator"), { target: { value: "Ravi" } });
    await choose("Stage", "Start");

    fireEvent.change(box, { target: { value: "7" } });
    fireEvent.blur(box);
    expect(box.value).toBe("7");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.beyondUnusedOf("RM-1", 7, 5)));

    fireEvent.change(box, { target: { value: "-1" } });
    fireEvent.blur(box);
    expect(box.value).toBe("-1");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.belowZero("RM-1")));
    expect(reported()).toHaveLength(0);
  });
});
