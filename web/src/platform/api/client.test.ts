import { masterCalls, productionCalls, shellText, stockCalls } from "@wms/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serverUnreachable } from "../offline/reachability";
import { showToast } from "../toast";
import { ApiError, call, retryDelaysMs } from "./client";

vi.mock("../toast", () => ({ showToast: vi.fn() }));

const answer = (status: number, body: unknown, statusText = "") =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      statusText,
      headers: { "content-type": "application/json" },
    }),
  );

const envelope = (ResponseCode: string, ResponseMessage = `message ${ResponseCode}`) => ({
  ResponseCode,
  ResponseMessage,
  ResponseData: null,
});

/** Calls of the catalogue whose answers carry no data: the client's behaviour is the same for every call. */
const ofNotify = (options: Parameters<typeof call>[2]) =>
  call(masterCalls.warehouse.deactivate, { id: 7 }, options);
const deactivateWarehouse = () => ofNotify({});
const issue = { RequisitionNo: "REQ000001", storeItems: [] };
/** IssueRMStore's '200': no packet split off. */
const issued = () => answer(200, { ...envelope("200"), ResponseData: [] });

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  sessionStorage.setItem("user", JSON.stringify({ UserId: 1, Token: "tok" }));
});
afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends the bearer token and JSON to the call's path", async () => {
    const fetchMock = vi.fn(issued);
    vi.stubGlobal("fetch", fetchMock);
    await call(productionCalls.issue.issueRMStore, issue);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/api/${productionCalls.issue.issueRMStore.path}`);
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer tok");
    expect(init.body).toBe(JSON.stringify(issue));
  });

  it("fills a GET's path parameters and sends its other fields as the query string", async () => {
    const fetchMock = vi.fn(() => answer(200, envelope("404")));
    vi.stubGlobal("fetch", fetchMock);
    await call(stockCalls.getPacketHistory, { QRCode: "QR 1/2" }, { notify: "none" });
    await call(productionCalls.requisition.getOrders, { PageNo: 2, PageSize: 5, SearchValue: null });
    const [packet, orders] = fetchMock.mock.calls.map((args) => (args as unknown as [string])[0]);
    expect(packet).toBe(`/api/api/${stockCalls.getPacketHistory.path.replace(":QRCode", "QR%201%2F2")}`);
    expect(orders).toBe(`/api/api/${productionCalls.requisition.getOrders.path}?PageNo=2&PageSize=5`);
  });

  it.each([
    ["200", "all", "success"],
    ["400", "problems", "warning"],
    ["500", "problems", "error"],
    ["204", "problems", "error"],
  ] as const)("judges ResponseCode %s as %s -> %s toast", async (code, notify, type) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope(code))),
    );
    const result = await ofNotify({ notify });
    expect(result.ResponseCode).toBe(code);
    expect(showToast).toHaveBeenCalledWith(type, `message ${code}`);
  });

  it("treats 204 as a warning for bin and carton creation", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("204"))),
    );
    await ofNotify({ noContentIsWarning: true });
    expect(showToast).toHaveBeenCalledWith("warning", "message 204");
  });

  it("keeps quiet on success unless asked, and entirely with notify none", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("200"))),
    );
    await deactivateWarehouse();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("400"))),
    );
    await ofNotify({ notify: "none" });
    expect(showToast).not.toHaveBeenCalled();
  });

  it("rejects a non-OK status with the server's message, or the status text without one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(403, envelope("403", "You do not have permission for this action."))),
    );
    await expect(deactivateWarehouse()).rejects.toBeInstanceOf(ApiError);
    expect(showToast).toHaveBeenCalledWith("error", "You do not have permission for this action.");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("oops", { status: 413, statusText: "Payload Too Large" }))),
    );
    await expect(deactivateWarehouse()).rejects.toMatchObject({ status: 413, message: "Payload Too Large" });
  });

  it("an answer that is not the API's envelope (a Wi-Fi login page, a proxy's error page) is no answer: unreachable", async () => {
    for (const page of [
      () => Promise.resolve(new Response("<html>Sign in to the Wi-Fi</html>", { status: 200 })),
      () => answer(200, { welcome: "guest" }),
      () => Promise.resolve(new Response("<html>Bad Gateway</html>", { status: 502 })),
    ]) {
      vi.stubGlobal("fetch", vi.fn(page));
      await expect(ofNotify({ quietWhenUnreachable: true })).rejects.toMatchObject({
        status: 0,
        message: shellText.serverUnreachable,
      });
      expect(serverUnreachable()).toBe(true);
    }
    expect(showToast).not.toHaveBeenCalled();
  });

  it("no answer in time is unreachable, not a wait without end; a caller's own abort stays an abort", async () => {
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal("fetch", hanging);
    await expect(ofNotify({ timeoutMs: 20, quietWhenUnreachable: true })).rejects.toMatchObject({
      status: 0,
    });
    expect(hanging).toHaveBeenCalledTimes(1);
    const mine = new AbortController();
    const cancelled = ofNotify({ signal: mine.signal });
    mine.abort();
    await expect(cancelled).rejects.toMatchObject({ name: "AbortError" });
  });

  it("says the server cannot be reached when the request never arrives", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(deactivateWarehouse()).rejects.toMatchObject({
      status: 0,
      message: shellText.serverUnreachable,
    });
    expect(showToast).toHaveBeenCalledWith("error", shellText.serverUnreachable);
  });

  it("shows any non-200 answer of a call that asks for it as a warning", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("404", "Record not found."))),
    );
    await ofNotify({ problemsAreWarnings: true });
    expect(showToast).toHaveBeenCalledWith("warning", "Record not found.");
  });
});

describe("Idempotency-Key", () => {
  const keyOf = (call: unknown[]) =>
    ((call[1] as RequestInit).headers as Record<string, string>)["idempotency-key"];
  const lost = () => Promise.reject(new TypeError("Failed to fetch"));
  afterEach(() => vi.useRealTimers());

  it("sends a fresh key with every user action", async () => {
    const fetchMock = vi.fn(issued);
    vi.stubGlobal("fetch", fetchMock);
    await call(productionCalls.issue.issueRMStore, issue);
    await call(productionCalls.issue.issueRMStore, issue);
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it("sends a request whose answer was lost again with the same key, and answers its answer", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockImplementationOnce(lost).mockImplementationOnce(issued);
    vi.stubGlobal("fetch", fetchMock);
    const result = call(productionCalls.issue.issueRMStore, issue);
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0]);
    expect((await result).ResponseCode).toBe("200");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));
    expect((fetchMock.mock.calls[1][1] as RequestInit).body).toBe(JSON.stringify(issue));
    expect(showToast).not.toHaveBeenCalled();
  });

  it("a 409 (a key an older server left without its answer) is final: said once, never asked again", async () => {
    const fetchMock = vi.fn(() => answer(409, envelope("409", "Check the record")));
    vi.stubGlobal("fetch", fetchMock);
    await expect(call(productionCalls.issue.issueRMStore, issue)).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith("error", "Check the record");
  });

  it("a call with an offline way takes no answer at once: sent once, no resends, no toast", async () => {
    const fetchMock = vi.fn(lost);
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      call(productionCalls.issue.issueRMStore, issue, { quietWhenUnreachable: true }),
    ).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("gives up after the last retry with a network error toast", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(lost);
    vi.stubGlobal("fetch", fetchMock);
    const result = call(productionCalls.issue.issueRMStore, issue).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(retryDelaysMs.reduce((a, b) => a + b, 0));
    expect(await result).toMatchObject({ status: 0 });
    expect(await result).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(retryDelaysMs.length + 1);
    expect(new Set(fetchMock.mock.calls.map(keyOf)).size).toBe(1);
    expect(showToast).toHaveBeenCalledWith("error", shellText.serverUnreachable);
  });
});
