import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addToScanDraft, readScanDraft, scanDraftAdded, scansToReplay, writeScanDraft } from "./scan-draft";

const signIn = (UserId: number) => sessionStorage.setItem("user", JSON.stringify({ UserId, Token: "t" }));

beforeEach(() => signIn(1));
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("a scan screen's draft", () => {
  it("is given back in scan order: what the screen took, then what still waited in the box", () => {
    writeScanDraft("issue", { taken: ["REQ-1", "P1"], waiting: ["P2"] });
    expect(scansToReplay(readScanDraft("issue"))).toEqual(["REQ-1", "P1", "P2"]);
  });
  it("is kept per user and per screen", () => {
    writeScanDraft("issue", { taken: ["REQ-1"], waiting: [] });
    expect(readScanDraft("put-away")).toEqual({ taken: [], waiting: [] });
    signIn(2);
    expect(readScanDraft("issue")).toEqual({ taken: [], waiting: [] });
    signIn(1);
    expect(readScanDraft("issue").taken).toEqual(["REQ-1"]);
  });
  it("is left as it was when the session ended (signed out), to come back after the sign-in", () => {
    writeScanDraft("issue", { taken: ["REQ-1", "P1"], waiting: [] });
    sessionStorage.clear();
    writeScanDraft("issue", { taken: [], waiting: [] });
    signIn(1);
    expect(readScanDraft("issue").taken).toEqual(["REQ-1", "P1"]);
  });
  it("added to from elsewhere, waits behind what was there and is said to an open screen", () => {
    writeScanDraft("issue", { taken: ["REQ-1"], waiting: [] });
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener(scanDraftAdded, listen);
    addToScanDraft("issue", ["REQ-2", "P5"]);
    window.removeEventListener(scanDraftAdded, listen);
    expect(scansToReplay(readScanDraft("issue"))).toEqual(["REQ-1", "REQ-2", "P5"]);
    expect(heard).toEqual([{ screen: "issue", scans: ["REQ-2", "P5"] }]);
  });
});
