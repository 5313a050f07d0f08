import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// waitFor and findBy* wait for their condition up to 10 s, not 1 s: on a loaded 2-core machine a render takes longer.
configure({ asyncUtilTimeout: 10_000 });

// Ant Design reads these browser APIs that jsdom lacks.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
// Node's own localStorage (empty without --localstorage-file) hides jsdom's: the device's storage is jsdom's.
Object.defineProperty(globalThis, "localStorage", {
  configurable: true,
  value: (globalThis as unknown as { jsdom: { window: Window } }).jsdom.window.localStorage,
});
// Tables, selects and switches measure themselves; a no-op observer stands in for jsdom's missing one.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has <dialog> without its modal methods: open and close it as the browser would (without the inert page).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement, returnValue?: string) {
  if (returnValue !== undefined) this.returnValue = returnValue;
  this.open = false;
  this.dispatchEvent(new Event("close"));
};
window.getComputedStyle = (
  (get) => (el: Element) =>
    get(el)
)(window.getComputedStyle.bind(window));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // a fresh device each test: a scan screen's draft kept by one test never replays in the next
  localStorage.clear();
  vi.unstubAllGlobals();
});

// jsdom has no modal <dialog>: open and close it as a browser does (the light confirm uses one).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement, value?: string) {
  if (!this.open) return;
  if (value !== undefined) Object.defineProperty(this, "returnValue", { configurable: true, value });
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};
