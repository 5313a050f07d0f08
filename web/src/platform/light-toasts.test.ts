import { toastLifeMs } from "@wms/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showToast } from "./toast";

const alerts = () => [...document.querySelectorAll<HTMLElement>(".light-toast[role='alert']")];

afterEach(() => {
  for (const box of document.querySelectorAll(".light-toasts")) box.remove();
  vi.useRealTimers();
});

describe("toasts without an Ant Design frame", () => {
  it("show as alerts headed by their type, stacked at the bottom right on a desk", () => {
    showToast("success", "Saved.");
    showToast("error", "Refused.");
    expect(alerts().map((a) => [a.className.includes("toast-success"), a.textContent])).toEqual([
      [true, "Success MessageSaved.×"],
      [false, "Error MessageRefused.×"],
    ]);
    expect(alerts()[0].parentElement?.className).toContain("light-toasts-bottom-right");
  });

  it("close on their close button", () => {
    showToast("warning", "Check the bin.");
    const close = alerts()[0].querySelector<HTMLButtonElement>("button[aria-label='Close']");
    close?.click();
    expect(alerts()).toEqual([]);
  });

  it("go after their life, held while the pointer is over them", () => {
    vi.useFakeTimers();
    showToast("success", "Saved.");
    vi.advanceTimersByTime(toastLifeMs.global - 1);
    expect(alerts()).toHaveLength(1);
    alerts()[0].dispatchEvent(new Event("mouseenter"));
    vi.advanceTimersByTime(toastLifeMs.global);
    expect(alerts()).toHaveLength(1);
    alerts()[0].dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(toastLifeMs.global);
    expect(alerts()).toEqual([]);
  });

  it("on a handheld, one at a time at the top", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 767px)" }));
    showToast("success", "First.");
    showToast("error", "Second.");
    expect(alerts().map((a) => a.textContent)).toEqual(["Error MessageSecond.×"]);
    expect(alerts()[0].parentElement?.className).toContain("light-toasts-top");
  });
});
