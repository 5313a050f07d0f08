import { shellText } from "@wms/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "../app/toast";
import { ApiError, api } from "./client";

vi.mock("../app/toast", () => ({ showToast: vi.fn() }));

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
  ResponseData: [1],
});

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  sessionStorage.setItem("user", JSON.stringify({ UserId: 1, Token: "tok" }));
});
afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends the bearer token and JSON to /api/api/<path>", async () => {
    const fetchMock = vi.fn(() => answer(200, envelope("200")));
    vi.stubGlobal("fetch", fetchMock);
    await api.post("Warehouse/CreateWarehouse", { A: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/api/Warehouse/CreateWarehouse");
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer tok");
    expect(init.body).toBe('{"A":1}');
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
    const result = await api.get("X/Y", { notify });
    expect(result.ResponseCode).toBe(code);
    expect(showToast).toHaveBeenCalledWith(type, `message ${code}`);
  });

  it("treats 204 as a warning for bin and carton creation", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("204"))),
    );
    await api.post("BinMaster/CreateBin", {}, { noContentIsWarning: true });
    expect(showToast).toHaveBeenCalledWith("warning", "message 204");
  });

  it("keeps quiet on success unless asked, and entirely with notify none", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("200"))),
    );
    await api.get("X/Y");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("400"))),
    );
    await api.get("X/Y", { notify: "none" });
    expect(showToast).not.toHaveBeenCalled();
  });

  it("rejects a non-OK status with the server's message, or the status text without one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(403, envelope("403", "You do not have permission for this action."))),
    );
    await expect(api.get("X/Y")).rejects.toBeInstanceOf(ApiError);
    expect(showToast).toHaveBeenCalledWith("error", "You do not have permission for this action.");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("oops", { status: 502, statusText: "Bad Gateway" }))),
    );
    await expect(api.get("X/Y")).rejects.toMatchObject({ status: 502, message: "Bad Gateway" });
  });

  it("says the server cannot be reached when the request never arrives", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api.get("X/Y")).rejects.toMatchObject({ status: 0, message: shellText.serverUnreachable });
    expect(showToast).toHaveBeenCalledWith("error", shellText.serverUnreachable);
  });

  it("shows any non-200 answer of a call that asks for it as a warning", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("404", "Record not found."))),
    );
    await api.get("X/Y", { problemsAreWarnings: true });
    expect(showToast).toHaveBeenCalledWith("warning", "Record not found.");
  });
});
