import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  cycleCountCalls as calls,
  commonMessages,
  cycleCountMessages as m,
  cycleCountText as text,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../platform/themed";
import { antTokenOf } from "../../test/ant-theme";
import { answered, fakeServer, refused } from "../../test/fake-server";
import type { CountDetailAnswer, CountedLineRow, CountRow, CountVarianceRow } from "./count-api";
import CycleCountPage from "./cycle-count";

const toast = vi.hoisted(() => vi.fn());
// The page is heavy (a list, a dialog, a scan box): under load its answers take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;
const at = "2026-11-26T08:00:00.000Z";
/** Packet codes as the stock kernel makes them (the count box tells a code from a qty by that shape). */
const A1 = "5-1-001";
const A2 = "5-1-002";
const B9 = "5-2-S9";
const NOPE = "9-9-999";
const THEIRS = "5-3-001";
const product = { [A1]: "RM-1", [A2]: "RM-1", [B9]: "RM-2" } as Record<string, string>;
/** The server's counted lines, as RecordCount keeps them; THEIRS, when there, counted by another user. */
let counted: Map<string, number>;
/** The signed-in counter (user 1) and the other one. */
const counters = { me: { id: 1, name: "Store Keeper" }, other: { id: 2, name: "Second Counter" } };
const linesNow = (): CountedLineRow[] =>
  [...counted].map(([QRCode, CountedQty]) => {
    const by = QRCode === THEIRS ? counters.other : counters.me;
    return {
      QRCode,
      ProductCode: product[QRCode] ?? "RM-1",
      ProductName: "Tube",
      CountedQty,
      RecordedBy: by.name,
      RecordedById: by.id,
      RecordedAt: at,
    };
  });
const variances: CountVarianceRow[] = [
  {
    QRCode: A2,
    ProductCode: "RM-1",
    Kind: "Missing",
    SystemQty: 4,
    CountedQty: null,
    SystemStatus: null,
    SystemBin: null,
    Outcome: null,
  },
  {
    QRCode: A1,
    ProductCode: "RM-1",
    Kind: "QtyDiffers",
    SystemQty: 4,
    CountedQty: 3,
    SystemStatus: null,
    SystemBin: null,
    Outcome: null,
  },
];
const detailOf = (status: CountDetailAnswer["Status"], outcome: CountVarianceRow["Outcome"] = null) => ({
  CountId: 7,
  BinAddress: "A-01",
  Status: status,
  StartedBy: "Store Keeper",
  StartedAt: at,
  SubmittedBy: status === "Open" ? null : "Store Keeper",
  SubmittedAt: status === "Open" ? null : at,
  ApprovedBy: status === "Approved" ? "Admin" : null,
  ApprovedAt: status === "Approved" ? at : null,
  Lines: linesNow().map((l) => ({ ...l, SystemQty: status === "Open" ? null : 4 })),
  Variances: status === "Open" ? [] : variances.map((v) => ({ ...v, Outcome: outcome })),
  History: [],
});
const listRow: CountRow = {
  CountId: 7,
  BinAddress: "A-01",
  Status: "Submitted",
  StartedBy: "Store Keeper",
  StartedAt: at,
  CountedBy: "Store Keeper",
  SubmittedAt: at,
  ApprovedBy: null,
  ApprovedAt: null,
  Lines: 1,
  Variances: 2,
  Posted: 0,
  Stale: 0,
  TotalRows: 1,
};

beforeEach(() => {
  toast.mockReset();
  sessionStorage.setItem("user", JSON.stringify({ UserId: counters.me.id, Token: "tok" }));
  counted = new Map();
  server = fakeServer();
  server.answer(calls.getCounts, answered([listRow]));
  server.answer(calls.startCount, ({ BinAddress }) =>
    BinAddress === "A-01"
      ? answered({ CountId: 7, BinAddress: "A-01" }, m.countStarted("A-01"))
      : refused(commonMessages.binMissing(BinAddress)),
  );
  server.answer(calls.recordCount, async ({ Lines }) => {
    await new Promise((done) => setTimeout(done, 20));
    const [line] = Lines;
    // A qty the server refuses (beyond what it holds): the refusal names no packet.
    if (Number(line.Qty) > 1_000_000) return refused(m.enterQty);
    if (line.QRCode === NOPE) return refused(m.qrUnknown(NOPE), { QRCode: NOPE });
    counted.set(line.QRCode, Number(line.Qty));
    return answered(linesNow());
  });
  server.answer(calls.removeCountLine, ({ QRCode }) => {
    counted.delete(QRCode);
    return answered(linesNow(), m.removed);
  });
  server.answer(calls.submitCount, answered(variances, m.submitted));
  server.answer(calls.getCount, answered(detailOf("Submitted")));
  server.answer(calls.approveCount, answered(variances.map((v) => ({ ...v, Outcome: "Posted" as const }))));
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/transactions/cycle-count"]}>
        <CycleCountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** A button of the confirmation asked: the <dialog> confirm, or Ant Design's (an earlier one may still be closing). */
const confirmButton = (name: string) =>
  waitFor(() => {
    const button = screen
      .getAllByRole("button", { name, hidden: true })
      .find((b) => b.closest(".confirm-dialog, .ant-modal-confirm:not(.ant-zoom-leave)"));
    if (!button) throw new Error(`no confirmation with ${name}`);
    return button;
  });

/** The count's dialog, by its title. */
const countDialog = async () =>
  (await screen.findByText("Count 7: bin A-01")).closest(".ant-modal") as HTMLElement;

const recorded = () =>
  server.inputs(calls.recordCount).map((i) => i.Lines.map((l) => [l.QRCode, Number(l.Qty)]));

describe("CycleCountPage", { timeout: 120_000 }, () => {
  it("starts by the bin's label and asks each scanned packet's qty in the same box: a burst waits its turn, Edit asks again", async () => {
    renderPage();
    const box = await screen.findByLabelText(text.scanBin);
    await userEvent.type(box, "A-01{Enter}");
    await screen.findByText("Counting bin A-01", { exact: false });
    expect(server.inputs(calls.startCount)).toEqual([{ BinAddress: "A-01" }]);
    const packetBox = screen.getByLabelText(text.scanPacket);
    // A burst faster than the answers: two codes, their quantities, a third code and its qty.
    await userEvent.type(packetBox, `${A1}{Enter}${A2}{Enter}3{Enter}4{Enter}${B9}{Enter}1.5{Enter}`);
    await waitFor(() => expect(recorded()).toHaveLength(3));
    expect(recorded()).toEqual([[[A1, 3]], [[A2, 4]], [[B9, 1.5]]]);
    expect(document.activeElement).toBe(screen.getByLabelText(text.scanPacket));
    const lines = document.querySelector(".count-lines") as HTMLElement;
    await within(lines).findByText("1.500");
    expect(within(lines).getAllByRole("row")).toHaveLength(4);
    // Blind: no system qty on the counting screen.
    expect(screen.queryByText("System", { exact: false })).toBeNull();

    // Edit asks the packet's qty again; the next qty replaces it.
    fireEvent.click(within(lines).getAllByRole("button", { name: "Edit" })[2]);
    await screen.findByText(text.qtyOf(B9));
    await userEvent.type(screen.getByLabelText(text.scanPacket), "2{Enter}");
    await waitFor(() => expect(recorded().at(-1)).toEqual([[B9, 2]]));
    await within(lines).findByText("2.000");
  });

  it("another counter's line is listed with their name, without Edit or Remove (only its recorder may change it)", async () => {
    counted.set(THEIRS, 6);
    renderPage();
    await userEvent.type(await screen.findByLabelText(text.scanBin), "A-01{Enter}");
    await screen.findByText("Counting bin A-01", { exact: false });
    await userEvent.type(screen.getByLabelText(text.scanPacket), `${A1}{Enter}3{Enter}`);
    const lines = document.querySelector(".count-lines") as HTMLElement;
    const theirs = (await within(lines).findByText(THEIRS)).closest("tr") as HTMLElement;
    const mine = within(lines).getByText(A1).closest("tr") as HTMLElement;
    expect(within(theirs).getByText(counters.other.name)).toBeTruthy();
    expect(within(theirs).queryByRole("button")).toBeNull();
    expect(
      within(mine)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Edit", "Remove"]);
  });

  it("removes a packet scanned by mistake and submits to the variances, back to scanning a bin", async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText(text.scanBin), "A-01{Enter}");
    await screen.findByText("Counting bin A-01", { exact: false });
    await userEvent.type(screen.getByLabelText(text.scanPacket), `${A1}{Enter}3{Enter}${B9}{Enter}1{Enter}`);
    await waitFor(() => expect(recorded()).toHaveLength(2));
    const lines = document.querySelector(".count-lines") as HTMLElement;
    await within(lines).findByText("1.000");
    fireEvent.click(within(lines).getAllByRole("button", { name: "Remove" })[1]);
    fireEvent.click(await confirmButton("Remove"));
    await waitFor(() => expect(server.inputs(calls.removeCountLine)).toEqual([{ CountId: 7, QRCode: B9 }]));
    await waitFor(() => expect(within(lines).queryByText("1.000")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Submit Count" }));
    fireEvent.click(await confirmButton("Submit"));
    await waitFor(() => expect(server.inputs(calls.submitCount)).toEqual([{ CountId: 7 }]));
    const dialog = await countDialog();
    expect(await within(dialog).findByText("Missing")).toBeTruthy();
    expect(within(dialog).getByText("Qty differs")).toBeTruthy();
    expect(await screen.findByLabelText(text.scanBin)).toBeTruthy();
  });

  it("an unknown packet is refused and the next one is asked; a qty with nothing asked, or nothing typed, is warned", async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText(text.scanBin), "A-01{Enter}");
    await screen.findByText("Counting bin A-01", { exact: false });
    const box = screen.getByLabelText(text.scanPacket);
    await userEvent.type(box, "5{Enter}");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.enterQr));
    await userEvent.type(box, `${NOPE}{Enter}${A1}{Enter}`);
    await screen.findByText("Waiting for qty:", { exact: false });
    await userEvent.type(box, "{Enter}");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.enterQty));
    await userEvent.type(box, "2{Enter}");
    await screen.findByText(text.qtyOf(A1));
    await userEvent.type(box, "2{Enter}");
    await waitFor(() => expect(recorded()).toEqual([[[NOPE, 2]], [[A1, 2]]]));
  });

  it("typos: -5 and 12.3456 are refused with the reason and never taken for a packet; the packet asked keeps waiting", async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText(text.scanBin), "A-01{Enter}");
    await screen.findByText("Counting bin A-01", { exact: false });
    const box = screen.getByLabelText(text.scanPacket);
    await userEvent.type(box, `${A1}{Enter}-5{Enter}`);
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.qtyNegative("-5")));
    await userEvent.type(box, "12.3456{Enter}");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.qtyDecimals("12.3456")));
    await userEvent.type(box, "1,5{Enter}");
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith("warning", m.notCodeNorQty("1,5")));
    // Nothing was queued as a packet: the box still asks A1's qty and nothing waits behind it.
    expect(screen.getByText(text.qtyOf(A1), { selector: "strong" })).toBeTruthy();
    expect(screen.queryByText("Waiting for qty:", { exact: false })).toBeNull();
    expect(recorded()).toEqual([]);
    await userEvent.type(box, "2{Enter}");
    await waitFor(() => expect(recorded()).toEqual([[[A1, 2]]]));
    await within(document.querySelector(".count-lines") as HTMLElement).findByText("2.000");
  });

  it("a qty the server refuses keeps its packet asked: the next qty is that packet's, not the next one's", async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText(text.scanBin), "A-01{Enter}");
    await screen.findByText("Counting bin A-01", { exact: false });
    const box = screen.getByLabelText(text.scanPacket);
    await userEvent.type(box, `${A1}{Enter}${A2}{Enter}2000000{Enter}`);
    await waitFor(() => expect(recorded()).toEqual([[[A1, 2_000_000]]]));
    await screen.findByText(text.qtyOf(A1), { selector: "strong" });
    await userEvent.type(box, "3{Enter}4{Enter}");
    await waitFor(() => expect(recorded()).toHaveLength(3));
    expect(recorded().slice(1)).toEqual([[[A1, 3]], [[A2, 4]]]);
  });

  it("an approver sends a submitted count back with a reason; its counter continues it and reads why", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "7" }, { timeout: 10_000 }));
    const dialog = await countDialog();
    await within(dialog).findAllByText("Awaiting approval");
    server.answer(calls.sendBackCount, answered(null, m.sentBack));
    const sentBack = {
      ...detailOf("Open"),
      History: [
        {
          Kind: "Recorded" as const,
          QRCode: A1,
          CountedQty: 3,
          PreviousQty: null,
          Reason: null,
          By: "Store Keeper",
          At: at,
        },
        {
          Kind: "Removed" as const,
          QRCode: A2,
          CountedQty: null,
          PreviousQty: 4,
          Reason: null,
          By: "Store Keeper",
          At: at,
        },
        {
          Kind: "Submitted" as const,
          QRCode: null,
          CountedQty: null,
          PreviousQty: null,
          Reason: null,
          By: "Store Keeper",
          At: at,
        },
        {
          Kind: "SentBack" as const,
          QRCode: null,
          CountedQty: null,
          PreviousQty: null,
          Reason: "Recount A2",
          By: "Admin",
          At: at,
        },
      ],
    };
    server.answer(calls.getCount, answered(sentBack));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send back" }));
    await userEvent.type(await screen.findByLabelText(text.sendBackReason), "Recount A2");
    const send = screen.getAllByRole("button", { name: "Send back" }).at(-1)!;
    fireEvent.click(send);
    await waitFor(() =>
      expect(server.inputs(calls.sendBackCount)).toEqual([{ CountId: 7, Reason: "Recount A2" }]),
    );
    const history = (await within(dialog).findByText(`Removed ${A2} (was 4.000)`)).closest(".count-history");
    expect(within(history as HTMLElement).getByText("Sent back: Recount A2")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue counting" }));
    expect(await screen.findByText(text.sentBackFor("Admin", "Recount A2"))).toBeTruthy();
  });

  it("an approver opens a submitted count from the list, approves it (asked in the theme) and sees the outcomes", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "7" }, { timeout: 10_000 }));
    const dialog = await countDialog();
    expect(await within(dialog).findAllByText("Awaiting approval")).toHaveLength(2);
    server.answer(calls.getCount, answered(detailOf("Approved", "Posted")));
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    const approve = await confirmButton("Approve");
    // asked in the app's theme: the screen is light, no Ant Design frame is around it
    expect(antTokenOf(approve, "color-primary")).toBe(theme.token?.colorPrimary);
    fireEvent.click(approve);
    await waitFor(() => expect(server.inputs(calls.approveCount)).toEqual([{ CountId: 7 }]));
    expect(await within(dialog).findAllByText("Posted")).toHaveLength(2);
    expect(within(dialog).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("a bin already being counted opens that count", async () => {
    server.answer(
      calls.startCount,
      refused(m.countOpenForBin("A-01", 7), { CountId: 7, BinAddress: "A-01" }),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText(text.scanBin), "A-01{Enter}");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("warning", m.countOpenForBin("A-01", 7)));
    expect(await countDialog()).toBeTruthy();
  });
});
