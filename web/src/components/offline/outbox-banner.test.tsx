import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  floorText,
  inboundCalls,
  inboundMessages,
  productionCalls,
  productionMessages,
  shellText,
  stockTransferCalls,
} from "@wms/domain";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxCommand, OutboxState, OutboxStore } from "../../platform/offline/outbox";
import { outboxChanged } from "../../platform/offline/sync";
import { theme } from "../../platform/themed";
import { antTokenOf } from "../../test/ant-theme";
import { answered, fakeServer } from "../../test/fake-server";
import { OutboxBanner } from "./outbox-banner";

const command = (id: number, userId: number, state: OutboxState): OutboxCommand => ({
  id,
  userId,
  operationId: "RawMaterialInward_UpdateBinInwardMaterialStock",
  input: {},
  idempotencyKey: `k${id}`,
  doneAt: "2026-11-26T09:00:00.000Z",
  state,
  message: null,
});

function storeOf(commands: OutboxCommand[]): OutboxStore {
  return {
    add: async (c) => ({ ...c, id: 0 }),
    update: async (id, change) => {
      const at = commands.findIndex((old) => old.id === id);
      const changed = at < 0 ? null : change(commands[at]);
      if (changed) commands[at] = changed;
      return changed;
    },
    remove: async (id) => {
      commands.splice(
        commands.findIndex((c) => c.id === id),
        1,
      );
    },
    listOf: async (userId) => commands.filter((c) => c.userId === userId),
  };
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  sessionStorage.setItem("user", JSON.stringify({ UserId: 1, Token: "tok" }));
});
afterEach(() => vi.restoreAllMocks());

describe("OutboxBanner", () => {
  it("says nothing online with nothing queued", async () => {
    const { container } = render(<OutboxBanner store={storeOf([])} />);
    await act(async () => {});
    expect(container.textContent).toBe("");
  });
  it("says Offline and how many of the signed-in user's actions wait or need attention", async () => {
    online = false;
    const commands = [
      command(1, 1, "waiting"),
      command(2, 1, "sending"),
      command(3, 1, "conflict"),
      command(4, 1, "done"),
      command(5, 2, "waiting"),
    ];
    render(<OutboxBanner store={storeOf(commands)} />);
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Offline · 2 waiting · 1 need attention",
    );
  });
  it("follows the outbox: back online and everything sent, it goes", async () => {
    online = false;
    const commands = [command(1, 1, "waiting")];
    const { container } = render(<OutboxBanner store={storeOf(commands)} />);
    await screen.findByText("Offline · 1 waiting");
    online = true;
    commands[0] = { ...commands[0], state: "done" };
    await act(async () => {
      window.dispatchEvent(new Event(outboxChanged));
    });
    expect(container.textContent).toBe("");
  });
  it("lists a refused action by what it was and the server's message; Discard asks first, in the theme, saying what the record shows", async () => {
    const commands = [
      {
        ...command(1, 1, "conflict"),
        input: { MRNID: 7, storeItems: [{ QRCode: "7-1-001" }, { QRCode: "7-1-002" }] },
        message: inboundMessages.packetAlreadyInward,
        refusedPackets: ["7-1-002"],
      },
      command(2, 1, "done"),
    ];
    const { container } = render(
      <MemoryRouter>
        <OutboxBanner store={storeOf(commands)} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "1 need attention" }));
    expect(await screen.findByText(inboundMessages.packetAlreadyInward)).toBeTruthy();
    expect(screen.getByText("Put-away · MRN 7 · 2 packets")).toBeTruthy();
    expect(screen.getByText(floorText.refusedPackets(["7-1-002"]))).toBeTruthy();
    // no bin mends a packet already inward
    expect(screen.queryByRole("button", { name: shellText.outboxChooseBin })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: shellText.outboxDiscard }));
    expect(await screen.findByText(floorText.discardShowsPutAway(["7-1-001", "7-1-002"]))).toBeTruthy();
    // asked, not yet done
    expect(commands.map((c) => c.id)).toEqual([1, 2]);
    // the dialog's Discard: the one after the list's, in the app's danger red on any screen (a light one has no frame)
    const discardYes = screen.getAllByRole("button", { name: floorText.discardYes }).at(-1)!;
    expect(antTokenOf(discardYes, "color-error")).toBe(theme.token?.colorError);
    fireEvent.click(discardYes);
    await waitFor(() => expect(container.textContent).toBe(""));
    expect(commands.map((c) => c.id)).toEqual([2]);
  });
  it("an issue refused for one packet is sent again without it, with a new key: the rest still go", async () => {
    const server = fakeServer();
    server.answer(productionCalls.issue.issueRMStore, answered([]));
    const refused = {
      ...command(1, 1, "conflict"),
      operationId: productionCalls.issue.issueRMStore.operationId,
      input: { RequisitionNo: "REQ-9", storeItems: [{ QRCode: "P1" }, { QRCode: "P2" }, { QRCode: "P3" }] },
      message: productionMessages.packetNotInStock,
      refusedPackets: ["P2"],
    };
    const commands = [refused];
    const { container } = render(
      <MemoryRouter>
        <OutboxBanner store={storeOf(commands)} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "1 need attention" }));
    expect(await screen.findByText("Issue to Production · requisition REQ-9 · 3 packets")).toBeTruthy();
    expect(screen.getByRole("button", { name: floorText.pickAgain })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: floorText.sendRest(2) }));
    await waitFor(() => expect(commands[0].state).toBe("done"));
    expect(server.inputs(productionCalls.issue.issueRMStore)).toEqual([
      { RequisitionNo: "REQ-9", storeItems: [{ QRCode: "P1" }, { QRCode: "P3" }] },
    ]);
    expect(commands[0].idempotencyKey).not.toBe(refused.idempotencyKey);
    await waitFor(() => expect(container.textContent).toBe(""));
  });
  it("a put-away refused for its bin goes to another empty bin the user chooses, with a new key, and leaves the list", async () => {
    const server = fakeServer();
    server.answer(
      stockTransferCalls.getBinAddresses,
      answered([
        { BinId: 4, ColAddress: "B-04", ColStatus: false },
        { BinId: 5, ColAddress: "B-05", ColStatus: true },
        { BinId: 6, ColAddress: "B-06", ColStatus: false },
      ]),
    );
    server.answer(
      inboundCalls.updateBinInwardMaterialStock,
      answered({ BinId: 6, ColAddress: "B-06", Packets: 1 }),
    );
    const refused = {
      ...command(1, 1, "conflict"),
      input: { MRNID: 7, BinId: 4, storeItems: [{ QRCode: "7-1-001" }] },
      message: inboundMessages.binNotEmpty,
    };
    const commands = [refused];
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OutboxBanner store={storeOf(commands)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "1 need attention" }));
    fireEvent.click(await screen.findByRole("button", { name: shellText.outboxChooseBin }));
    fireEvent.mouseDown(await screen.findByLabelText(shellText.outboxEmptyBin));
    // the refused bin and the Full one are not offered
    expect(screen.queryByTitle("B-04")).toBeNull();
    expect(screen.queryByTitle("B-05")).toBeNull();
    fireEvent.click(await screen.findByTitle("B-06"));
    fireEvent.click(screen.getByRole("button", { name: shellText.outboxResend }));
    await waitFor(() => expect(commands[0].state).toBe("done"));
    expect(server.inputs(inboundCalls.updateBinInwardMaterialStock)).toEqual([
      { ...refused.input, BinId: 6 },
    ]);
    expect(commands[0]).toMatchObject({ doneAt: refused.doneAt, input: { BinId: 6 } });
    expect(commands[0].idempotencyKey).not.toBe(refused.idempotencyKey);
    await waitFor(() => expect(container.textContent).toBe(""));
  });
  it("a queue the device cannot read is said, not shown as nothing waiting", async () => {
    const failing: OutboxStore = {
      ...storeOf([]),
      listOf: () => Promise.reject(new DOMException("The operation failed", "UnknownError")),
    };
    const { container } = render(<OutboxBanner store={failing} />);
    await waitFor(() => expect(container.textContent).toBe(shellText.outboxUnreadable));
  });
});
