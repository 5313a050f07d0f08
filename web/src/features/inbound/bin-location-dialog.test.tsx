import { act, render, screen, waitFor } from "@testing-library/react";
import { inboundCalls } from "@wms/domain";
import { describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import type { InwardBin } from "./api";
import BinLocationDialog from "./bin-location-dialog";

vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));

const binOf = (BinId: number, ColAddress: string): InwardBin => ({
  BinId,
  RowName: ColAddress.split("-")[0],
  ColAddress,
  ColStatus: false,
});

/** Answers to GetBinsForInward, each released by the test when it chooses. */
function heldAnswers() {
  const held: Array<(bins: InwardBin[]) => void> = [];
  const server = fakeServer();
  server.answer(inboundCalls.getBinRowsForInward, answered([]));
  server.answer(
    inboundCalls.getBinsForInward,
    () => new Promise((resolve) => held.push((bins) => resolve(answered(bins)))),
  );
  return held;
}

const dialog = (MRNID: number) => (
  <BinLocationDialog lot={{ MRNID }} open saving={false} onClose={() => {}} onConfirm={() => {}} />
);

describe("bin location dialog", () => {
  it("shows the bins of the newest question when an older answer arrives after it", async () => {
    const held = heldAnswers();
    const { rerender } = render(dialog(1));
    await waitFor(() => expect(held).toHaveLength(1));
    rerender(dialog(2));
    await waitFor(() => expect(held).toHaveLength(2));

    held[1]([binOf(20, "B-20")]);
    expect(await screen.findByRole("button", { name: "Bin B-20 Empty" })).toBeTruthy();
    await act(async () => held[0]([binOf(10, "A-10")]));

    expect(screen.queryByRole("button", { name: "Bin A-10 Empty" })).toBeNull();
    expect(screen.getByRole("button", { name: "Bin B-20 Empty" })).toBeTruthy();
  });
});
