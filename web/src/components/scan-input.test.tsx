import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { floorText } from "@wms/domain";
import { describe, expect, it, vi } from "vitest";
import { type Feedback, onFeedback, reportFeedback } from "../platform/scan-feedback";
import { showToast } from "../platform/toast";
import { ScanInput } from "./scan-input";

/**
 * Does `action` and then lets every refocus it could schedule run (at once, or after a closing dialog's 350 ms
 * animation), on fake timers: what the focus is afterwards is where it stays.
 */
async function afterRefocusTimers(action: () => void) {
  vi.useFakeTimers();
  try {
    act(action);
    await act(() => vi.advanceTimersByTimeAsync(1000));
  } finally {
    vi.useRealTimers();
  }
}

describe("ScanInput", () => {
  it("submits the typed code on Enter, clears the box and keeps the focus for the next scan", async () => {
    const onScan = vi.fn();
    render(<ScanInput placeholder="Scan Packet QR Code" onScan={onScan} />);
    const box = screen.getByLabelText("Scan Packet QR Code") as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(" 5001-3-001 {Enter}");
    await waitFor(() => expect(onScan).toHaveBeenLastCalledWith("5001-3-001"));
    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard("5001-3-002{Enter}");
    await waitFor(() => expect(onScan).toHaveBeenLastCalledWith("5001-3-002"));
  });

  it("takes a packet QR carrying a GS1 element string as the packet's code", async () => {
    const onScan = vi.fn();
    render(<ScanInput placeholder="Scan Packet QR Code" onScan={onScan} />);
    const box = screen.getByLabelText("Scan Packet QR Code") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "]Q311261120215001-3-001\x1d105001-3\x1d3025" } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(onScan).toHaveBeenLastCalledWith("5001-3-001"));
  });

  it("leaves a supplier's GS1 label (no packet code in it) as scanned", async () => {
    const onScan = vi.fn();
    render(<ScanInput placeholder="Scan Packet QR Code" onScan={onScan} />);
    await userEvent.keyboard("(01)09501101530003(10)AB-123{Enter}");
    await waitFor(() => expect(onScan).toHaveBeenLastCalledWith("(01)09501101530003(10)AB-123"));
  });

  it("reports an empty scan so the screen can warn", async () => {
    const onScan = vi.fn();
    render(<ScanInput placeholder="Scan MRN ID" onScan={onScan} />);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onScan).toHaveBeenCalledWith(""));
  });

  it("shows the last scan and its outcome on the status line: the screen's warning, else taken", async () => {
    render(
      <ScanInput
        placeholder="Scan QR Code"
        onScan={(code) => {
          if (code === "BAD-1") reportFeedback({ type: "warning", message: "Required qty is zero" });
        }}
      />,
    );
    await userEvent.keyboard("BAD-1{Enter}");
    const status = screen.getByRole("status");
    await waitFor(() => expect(status.textContent).toBe("BAD-1Required qty is zero"));
    expect(status.className).toContain("scan-status-warning");
    await userEvent.keyboard("GOOD-2{Enter}");
    await waitFor(() => expect(status.textContent).toBe("GOOD-2Scan taken"));
    expect(status.className).toContain("scan-status-success");
  });

  it("takes the focus back from a button after an answer, but never from another field being typed in", async () => {
    render(
      <>
        <ScanInput placeholder="Scan QR Code" onScan={() => undefined} />
        <button type="button">Pick-Up</button>
        <input aria-label="Approved Qty" />
      </>,
    );
    const box = screen.getByLabelText("Scan QR Code");
    screen.getByRole("button", { name: "Pick-Up" }).focus();
    act(() => reportFeedback({ type: "success", message: "RM issued to production successfully." }));
    await waitFor(() => expect(document.activeElement).toBe(box));
    const quantity = screen.getByLabelText("Approved Qty");
    quantity.focus();
    await afterRefocusTimers(() =>
      reportFeedback({ type: "warning", message: "Please enter approved qty." }),
    );
    expect(document.activeElement).toBe(quantity);
  });

  it("leaves the focus on a button the user reaches just after an answer (Enter there presses it)", async () => {
    render(
      <>
        <ScanInput placeholder="Scan QR Code" onScan={() => undefined} />
        <button type="button">Return</button>
      </>,
    );
    const box = screen.getByLabelText("Scan QR Code");
    act(() => reportFeedback({ type: "success", message: "Scan taken" }));
    await waitFor(() => expect(document.activeElement).toBe(box));
    const returnButton = screen.getByRole("button", { name: "Return" });
    await afterRefocusTimers(() => returnButton.focus());
    expect(document.activeElement).toBe(returnButton);
  });
  it("takes a burst of 20 wedge scans while the first is answered: each answered once, in order, one at a time", async () => {
    const codes = Array.from({ length: 20 }, (_, i) => `5001-3-${String(i + 1).padStart(3, "0")}`);
    const answered: string[] = [];
    let answering = 0;
    let most = 0;
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((done) => {
      releaseFirst = done;
    });
    const outcomes: Feedback[] = [];
    const stop = onFeedback((f) => outcomes.push(f));
    render(
      <ScanInput
        placeholder="Scan QR Code"
        onScan={async (code) => {
          answering += 1;
          most = Math.max(most, answering);
          answered.push(code);
          if (answered.length === 1) await firstHeld;
          else await new Promise((done) => setTimeout(done, 2));
          if (code.endsWith("7")) reportFeedback({ type: "warning", message: `Refused ${code}` });
          answering -= 1;
        }}
      />,
    );
    await userEvent.keyboard(codes.map((c) => `${c}{Enter}`).join(""));
    const status = screen.getByRole("status");
    await waitFor(() => expect(status.textContent).toBe("Ready to scan19 waiting"));
    expect(answered).toEqual([codes[0]]);
    releaseFirst();
    await waitFor(() => expect(answered).toEqual(codes));
    await waitFor(() => expect(outcomes).toHaveLength(20));
    stop();
    expect(most).toBe(1);
    expect(outcomes.map((f) => f.message)).toEqual(
      codes.map((c) => (c.endsWith("7") ? `Refused ${c}` : "Scan taken")),
    );
    expect(status.textContent).toBe(`${codes[19]}Scan taken`);
  });

  it("a scan whose answer fails says so on the status line, and the scans behind it are still answered", async () => {
    const answered: string[] = [];
    const outcomes: Feedback[] = [];
    const stop = onFeedback((f) => outcomes.push(f));
    render(
      <ScanInput
        placeholder="Scan QR Code"
        onScan={async (code) => {
          answered.push(code);
          if (code === "BROKEN") throw new Error("Lookup failed");
        }}
      />,
    );
    const status = screen.getByRole("status");
    await userEvent.keyboard("BROKEN{Enter}NEXT{Enter}");
    await waitFor(() => expect(answered).toEqual(["BROKEN", "NEXT"]));
    await waitFor(() => expect(status.textContent).toBe("NEXTScan taken"));
    stop();
    expect(outcomes).toEqual([
      { type: "error", message: "Lookup failed" },
      { type: "success", message: "Scan taken" },
    ]);
  });
  it("on a handheld, a message shows under the scan box in the page's flow (never over it) for its life", async () => {
    const media = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...media(query),
      matches: query === "(max-width: 767px)",
    })) as typeof window.matchMedia;
    try {
      render(
        <ScanInput
          placeholder="Scan QR Code"
          onScan={() => showToast("warning", "QR code already scanned using product code", { lifeMs: 400 })}
        />,
      );
      await userEvent.keyboard("Q1{Enter}");
      const message = await screen.findByRole("alert");
      expect(message.textContent).toBe("Warn MessageQR code already scanned using product code");
      expect(document.querySelector(".ant-notification-notice")).toBeNull();
      const status = screen.getByRole("status");
      expect(status.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(status.contains(message)).toBe(false);
      await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    } finally {
      window.matchMedia = media;
    }
  });

  it("a wedge scan typed while a button or option has the focus lands in the box, never on the button", async () => {
    const onScan = vi.fn();
    const print = vi.fn();
    render(
      <>
        <ScanInput placeholder="Scan Requisition No" onScan={onScan} />
        <button type="button" onClick={print}>
          Print All
        </button>
        <input type="radio" aria-label="FG Return" />
      </>,
    );
    const box = screen.getByLabelText("Scan Requisition No") as HTMLInputElement;
    for (const control of [
      screen.getByRole("button", { name: "Print All" }),
      screen.getByLabelText("FG Return"),
    ]) {
      control.focus();
      await userEvent.keyboard("REQ-7{Enter}");
      await waitFor(() => expect(onScan).toHaveBeenLastCalledWith("REQ-7"));
      expect(document.activeElement).toBe(box);
    }
    expect(print).not.toHaveBeenCalled();
  });

  it("a click on a button hands the keyboard back to the box, a click into another field does not", async () => {
    render(
      <>
        <ScanInput placeholder="Scan QR Code" onScan={() => undefined} />
        <button type="button">Order List</button>
        <input aria-label="Remark" />
      </>,
    );
    const box = screen.getByLabelText("Scan QR Code");
    await userEvent.click(screen.getByRole("button", { name: "Order List" }));
    await waitFor(() => expect(document.activeElement).toBe(box));
    const remark = screen.getByLabelText("Remark");
    await userEvent.click(remark);
    await afterRefocusTimers(() => undefined);
    expect(document.activeElement).toBe(remark);
  });

  it("keeps the screen's draft and the scans still waiting; opened again, they are scanned again in order", async () => {
    sessionStorage.setItem("user", JSON.stringify({ UserId: 3, Token: "t" }));
    let release: () => void = () => {};
    const onScan = vi.fn((code: string) =>
      code === "P2" ? new Promise<void>((done) => (release = done)) : undefined,
    );
    const { unmount } = render(
      <ScanInput placeholder="Scan" onScan={onScan} draft={{ screen: "test", taken: ["REQ-1", "P1"] }} />,
    );
    await userEvent.keyboard("P2{Enter}P3{Enter}");
    await waitFor(() => expect(onScan).toHaveBeenLastCalledWith("P2"));
    // unanswered (P2) and waiting (P3) scans are kept beside what the screen took
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("wms-scan-draft:3:test") ?? "null")).toEqual({
        taken: ["REQ-1", "P1"],
        waiting: ["P2", "P3"],
      }),
    );
    unmount();
    release();
    const replayed = vi.fn();
    render(<ScanInput placeholder="Scan" onScan={replayed} draft={{ screen: "test", taken: [] }} />);
    await waitFor(() => expect(replayed.mock.calls.map(([c]) => c)).toEqual(["REQ-1", "P1", "P2", "P3"]));
    // said once; waiting for it also keeps its toast's late render inside the test, not after the page is gone
    expect(await screen.findAllByText(floorText.draftRestored(4))).toHaveLength(1);
    localStorage.clear();
    sessionStorage.clear();
  });
});
