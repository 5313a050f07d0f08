import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { dispatchCalls, customerReturnMessages as m, customerReturnText as text } from "@wms/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import { scanInto } from "../../test/scan";
import { dispatched, renderPage } from "./customer-returns.test-support";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
  server.answer(dispatchCalls.getDispatchesToReturn, () => answered([]));
  server.answer(dispatchCalls.getDispatchToReturn, (input) =>
    input.DocumentNo === "DN-88" ? answered(dispatched) : refused(m.dispatchNotFound(input.DocumentNo)),
  );
  server.answer(dispatchCalls.getDispatchToReturnById, () =>
    answered({ ...dispatched, Returned: [{ FromNo: 2, ToNo: 6 }] }),
  );
  server.answer(dispatchCalls.createCustomerReturn, () =>
    answered(
      {
        ReturnId: 5,
        Units: 3,
        Packets: [
          { QRCode: "REQ1-R40", ProductCode: "FG-CHAIR", Qty: 1, Serials: [{ FromNo: 2, ToNo: 2 }] },
          { QRCode: "REQ1-R41", ProductCode: "FG-CHAIR", Qty: 2, Serials: [{ FromNo: 5, ToNo: 6 }] },
        ],
      },
      m.received(3, 2),
    ),
  );
});

const scan = (value: string) => scanInto(text.scanLabel, value);
const units = () => within(document.querySelector(".customer-returns-units") as HTMLElement);

describe("Customer Returns", { timeout: 60_000 }, () => {
  it("scans the note, then serial labels and packets by the dispatch's rule; confirms with the reason, sending the scans as made", async () => {
    renderPage();
    scan("DN-88");
    expect(await screen.findByText(text.scanUnitsNext("DN-88"))).toBeTruthy();
    expect(screen.getByText(`${text.returnedBefore}: 4`)).toBeTruthy();
    scan("2");
    expect(await units().findByText("REQ1-F1")).toBeTruthy();
    // Refused by name, not listed: a serial of no packet of the dispatch, one returned before, one twice.
    scan("9");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.serialNotInDispatch(9, 31)));
    scan("4");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.serialReturned(4, 31)));
    scan("2");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.serialTwice(2)));
    scan("REQ1-F2");
    expect(await units().findByText("5-6")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: text.confirm }));
    expect(toast).toHaveBeenCalledWith("warning", m.enterReason);
    fireEvent.change(screen.getByLabelText(text.reason), { target: { value: "Squeaks" } });
    fireEvent.click(screen.getByRole("button", { name: text.confirm }));
    expect(await screen.findByText(m.received(3, 2))).toBeTruthy();
    expect(server.inputs(dispatchCalls.createCustomerReturn)).toEqual([
      { DispatchId: 31, Reason: "Squeaks", Scans: ["2", "REQ1-F2"] },
    ]);
    expect(screen.getByText("REQ1-R41")).toBeTruthy();
    expect(await screen.findByText(`${text.returnedBefore}: 2-6`)).toBeTruthy();
    expect(screen.getByText(text.noUnits)).toBeTruthy();
  });

  it("chooses the dispatch among those a search finds, by a click", async () => {
    const { DispatchId, DocumentNo, ErpOrderNo, CustomerName, DispatchedAt } = dispatched;
    server.answer(dispatchCalls.getDispatchesToReturn, (input) =>
      answered(
        DocumentNo.includes(input.SearchValue ?? "")
          ? [{ DispatchId, DocumentNo, ErpOrderNo, CustomerName, DispatchedAt }]
          : [],
      ),
    );
    renderPage();
    const picker = screen.getByRole("combobox", { name: text.chooseDispatch });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: "DN-8" } });
    await waitFor(() =>
      expect(server.inputs(dispatchCalls.getDispatchesToReturn)).toContainEqual({ SearchValue: "DN-8" }),
    );
    fireEvent.click(await screen.findByRole("option", { name: "DN-88 - Shree Auto Components (SO-7)" }));
    expect(await screen.findByText(text.scanUnitsNext("DN-88"))).toBeTruthy();
    // the dispatch as loaded by its id (the fake server's answer to that call says 2-6 came back before)
    expect(screen.getByText(`${text.returnedBefore}: 2-6`)).toBeTruthy();
  });

  it("names a delivery note it cannot find, and keeps asking for the dispatch", async () => {
    renderPage();
    scan("DN-404");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.dispatchNotFound("DN-404")));
    expect(screen.getByText(text.scanDispatchFirst)).toBeTruthy();
  });
});
