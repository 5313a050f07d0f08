import { alertTypeFor, type Envelope, shellText } from "@wms/domain";
import { clearSession, currentUser, rememberSessionEnd } from "../app/session";
import { showToast } from "../app/toast";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** "all": toast success too; "problems" (default): only warnings and errors; "none": no toast. */
  notify?: "all" | "problems" | "none";
  /** Bin and carton creation: '204' is a warning like '400'. */
  noContentIsWarning?: boolean;
  /** Bin detail: any answer but '200' is a warning. */
  problemsAreWarnings?: boolean;
  signal?: AbortSignal;
}

const base = "/api/api/";

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body: unknown,
  options: CallOptions,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  const token = currentUser()?.Token;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const notify = options.notify ?? "problems";
  let response: Response;
  try {
    response = await fetch(base + path.replace(/^\/+/, ""), {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    if (notify !== "none") showToast("error", shellText.serverUnreachable);
    throw new ApiError(shellText.serverUnreachable, 0);
  }
  const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok) {
    const message = answer?.ResponseMessage || response.statusText || `HTTP ${response.status}`;
    if (response.status === 401 && token) {
      // The login screen says the session ended (a toast here would die with the reload).
      clearSession();
      rememberSessionEnd(window.location.pathname + window.location.search);
      window.location.assign("/login");
    } else if (notify !== "none") {
      showToast("error", message);
    }
    throw new ApiError(message, response.status);
  }
  if (!answer) throw new ApiError(response.statusText, response.status);
  const judged = alertTypeFor(answer.ResponseCode, { noContentIsWarning: options.noContentIsWarning });
  const type = options.problemsAreWarnings && judged === "error" ? "warning" : judged;
  if (notify === "all" || (notify === "problems" && type !== "success")) {
    showToast(type, answer.ResponseMessage);
  }
  return answer;
}

/** The one client of the API: bearer token, envelope -> toast, non-OK status -> error toast + ApiError. */
export const api = {
  get: <T>(path: string, options: CallOptions = {}) => call<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options: CallOptions = {}) =>
    call<T>("POST", path, body ?? {}, options),
};
