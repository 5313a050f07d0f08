import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  cycleCountCalls as calls,
  cycleCountMessages as m,
  shellText,
  cycleCountText as text,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import CycleCountPage from "./cycle-count";

const offline = vi.hoisted(() => ({ loadDocument: vi.fn(), sendOrQueue: vi.fn() }));
configure({ asyncUtilTimeout: 10_000 });
vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));
vi.mock("../../platform/offline/offline-call", () => offline);

const at = "2026-11-26T08:00:00.000Z";
const serverLine = (QRCode: string, CountedQty: number) => ({
  QRCode,
  ProductCode: "RM-1",
  ProductName: "Tube",
  CountedQty,
  RecordedBy: "Store Keeper",
  RecordedById: 1,
  RecordedAt: at,
});

beforeEach(() => {
  const server = fakeServer();
  server.answer(calls.startCount, answered({ CountId: 7, BinAddress: "A-01" }, m.countStarted("A-01")));
  offline.loadDocument.mockReset().mockResolvedValue({ answer: answered([]), fromDevice: false });
  // 5-1-001 is counted with no connection (queued); 5-1-002 once the server answers again, before the outbox has sent 5-1-001.
  offline.sendOrQueue
    .mockReset()
    .mockResolvedValueOnce({ kind: "queued", waiting: 1 })
    .mockResolvedValueOnce({ kind: "answered", answer: answered([serverLine("5-1-002", 4)]) });
});

describe("CycleCountPage offline", { timeout: 120_000 }, () => {
  it("lists a packet counted offline 'To verify' and keeps it listed when a later line is answered before it is sent", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/transactions/cycle-count"]}>
          <CycleCountPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText(text.scanBin), "A-01{Enter}");
    await screen.findByText("Counting bin A-01", { exact: false });
    await userEvent.type(screen.getByLabelText(text.scanPacket), "5-1-001{Enter}3{Enter}");
    const lines = document.querySelector(".count-lines") as HTMLElement;
    const rowOf = async (code: string) => (await within(lines).findByText(code)).closest("tr") as HTMLElement;
    expect(within(await rowOf("5-1-001")).getByText(shellText.toVerify)).toBeTruthy();
    expect(within(await rowOf("5-1-001")).getByText("3.000")).toBeTruthy();
    expect(offline.sendOrQueue).toHaveBeenLastCalledWith(calls.recordCount, {
      CountId: 7,
      Lines: [{ QRCode: "5-1-001", Qty: 3 }],
    });

    await userEvent.type(screen.getByLabelText(text.scanPacket), "5-1-002{Enter}4{Enter}");
    await waitFor(() => expect(offline.sendOrQueue).toHaveBeenCalledTimes(2));
    expect(within(await rowOf("5-1-002")).getByText("RM-1")).toBeTruthy();
    expect(within(await rowOf("5-1-001")).getByText(shellText.toVerify)).toBeTruthy();
    await screen.findByText("2 packet(s) counted", { exact: false });
  });
});
