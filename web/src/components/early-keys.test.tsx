import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepEarlyKeys } from "./early-keys";
import { ScanInput } from "./scan-input";

vi.mock("../platform/toast", () => ({ showToast: vi.fn() }));

const typeKeys = (keys: string[]) => {
  for (const key of keys) fireEvent.keyDown(document.body, { key });
};

let stop: () => void = () => {};
afterEach(() => stop());

describe("keys typed before the scan box is there", () => {
  it("a scan ended by Enter is scanned and the text still being typed stays in the box, not one character lost", async () => {
    stop = keepEarlyKeys();
    typeKeys([..."REQ000004", "Enter", ..."Q1"]);
    const scanned = vi.fn();
    render(<ScanInput placeholder="Scan" onScan={scanned} />);
    await waitFor(() => expect(scanned).toHaveBeenCalledWith("REQ000004"));
    expect((screen.getByLabelText("Scan") as HTMLInputElement).value).toBe("Q1");
  });

  it("keys typed on another screen never land in this one's box", async () => {
    stop = keepEarlyKeys();
    typeKeys([..."OLD", "Enter"]);
    window.history.pushState({}, "", "/transactions/stock-transfer");
    typeKeys([..."P1"]);
    const scanned = vi.fn();
    render(<ScanInput placeholder="Scan" onScan={scanned} />);
    await waitFor(() => expect((screen.getByLabelText("Scan") as HTMLInputElement).value).toBe("P1"));
    expect(scanned).not.toHaveBeenCalled();
  });

  it("a key typed into the box the moment it takes the focus follows the kept keys, never replaces them", async () => {
    stop = keepEarlyKeys();
    typeKeys(["E"]);
    // a wedge's next key reaches the focused box before React's next task (a browser serves input first)
    document.addEventListener(
      "focusin",
      (e) => {
        const box = e.target as HTMLInputElement;
        queueMicrotask(() => fireEvent.input(box, { target: { value: `${box.value}Q` } }));
      },
      { once: true },
    );
    // mounted as a screen's chunk mounts it (no act: React's own scheduling, as in the browser)
    const actOn = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    try {
      root.render(<ScanInput placeholder="Scan" onScan={vi.fn()} />);
      const box = await screen.findByLabelText("Scan");
      await waitFor(() => expect(document.activeElement).toBe(box));
      await waitFor(() => expect((box as HTMLInputElement).value).toBe("EQ"));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actOn;
      act(() => root.unmount());
      host.remove();
    }
  });
});
