import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ScanInput } from "./scan-input";

describe("ScanInput", () => {
  it("submits the typed code on Enter, clears the box and keeps the focus for the next scan", async () => {
    const onScan = vi.fn();
    render(<ScanInput placeholder="Scan Packet QR Code" onScan={onScan} />);
    const box = screen.getByLabelText("Scan Packet QR Code") as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(" 5001-3-001 {Enter}");
    expect(onScan).toHaveBeenLastCalledWith("5001-3-001");
    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard("5001-3-002{Enter}");
    expect(onScan).toHaveBeenLastCalledWith("5001-3-002");
  });

  it("reports an empty scan so the screen can warn", async () => {
    const onScan = vi.fn();
    render(<ScanInput placeholder="Scan MRN ID" onScan={onScan} />);
    await userEvent.keyboard("{Enter}");
    expect(onScan).toHaveBeenCalledWith("");
  });
});
