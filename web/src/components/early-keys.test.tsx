import { fireEvent, render, screen, waitFor } from "@testing-library/react";
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
});
