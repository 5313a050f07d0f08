import {
  alertTypeFor,
  answerProblem,
  type CallAnswer,
  type CallData,
  type CallDef,
  type CallInput,
  type CallSpec,
  type Envelope,
  requestOf,
  shellText,
} from "@wms/domain";
import { serverReached } from "../offline/reachability";
import { clearSession, currentUser, rememberSessionEnd } from "../session";
import { showToast } from "../toast";

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
  /** An action sent again from the outbox: the key it was given when it was done, so it runs once. */
  idempotencyKey?: string;
  /** An action queued offline: when it was done on the floor (ISO), sent as `X-Done-At`. */
  doneAt?: string;
  /**
   * A caller with an offline way (a cached document, the outbox) says an unreachable server itself, and takes
   * no answer at once: no resends here.
   */
  quietWhenUnreachable?: boolean;
  /** How long the answer may take; with none by then the server is out of reach (a dead spot, a hung server). */
  timeoutMs?: number;
  /** The session to send in, when not the signed-in one's: an outbox pass sends in the session it began with. */
  token?: string;
}

/** A scan's lookup waits this long; then the device's kept copy answers. */
export const lookupTimeoutMs = 4_000;
/** A floor command waits longer (a put-away of a full lot); with no answer by then it is queued with its key. */
export const commandTimeoutMs = 20_000;
/** Any other call (lists, reports): long, but never forever. */
export const callTimeoutMs = 90_000;
/** An upload (an import of tens of MB over a plant's Wi-Fi). */
const uploadTimeoutMs = 600_000;

const base = "/api/api/";

/** Waits before sending again a request whose answer was lost, for a call with no offline way. */
export const retryDelaysMs = [300, 1000, 3000];

/**
 * A fresh Idempotency-Key: one per user action, kept for its retries. From getRandomValues, which
 * (unlike randomUUID) works on a plant's plain-http address too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the request; a network failure (the answer lost) sends it again with the same Idempotency-Key after
 * each of `delaysMs`, so the server runs it once and answers the first answer, until the signal ends it. A 409 is
 * not sent again: the server answers it only for a key whose first try an older server left without its answer,
 * which no wait clears (the user checks the record).
 */
async function fetchWithResends(
  url: string,
  init: RequestInit,
  delaysMs: readonly number[],
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const delay = delaysMs[attempt];
    try {
      return await fetch(url, init);
    } catch (err) {
      if (init.signal?.aborted || delay === undefined) throw err;
    }
    await wait(delay);
  }
}

/** The API's envelope: anything else (a Wi-Fi login page's HTML, a proxy's page) did not come from the server. */
const isEnvelope = (answer: unknown): answer is Envelope<unknown> =>
  typeof answer === "object" &&
  answer !== null &&
  typeof (answer as Envelope<unknown>).ResponseCode === "string";

async function send<T>(
  method: "GET" | "POST",
  path: string,
  body: unknown,
  options: CallOptions,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    "idempotency-key": options.idempotencyKey ?? newIdempotencyKey(),
  };
  if (options.doneAt) headers["x-done-at"] = options.doneAt;
  const token = options.token ?? currentUser()?.Token;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body instanceof Blob) {
    // A file sent as it is (an import's CSV or JSON), typed by the caller.
    headers["content-type"] = body.type;
    payload = body;
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const notify = options.notify ?? "problems";
  const notAnswered = () => {
    serverReached(false);
    if (notify !== "none" && !options.quietWhenUnreachable) showToast("error", shellText.serverUnreachable);
    return new ApiError(shellText.serverUnreachable, 0);
  };
  const deadline = AbortSignal.timeout(
    options.timeoutMs ?? (payload instanceof FormData ? uploadTimeoutMs : callTimeoutMs),
  );
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let response: Response;
  let answer: unknown;
  try {
    response = await fetchWithResends(
      base + path.replace(/^\/+/, ""),
      { method, headers, body: payload, signal },
      options.quietWhenUnreachable ? [] : retryDelaysMs,
    );
    // the body may stall too: read under the same deadline
    answer = await response.json().catch(() => null);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw notAnswered();
  }
  const envelope = isEnvelope(answer) ? (answer as Envelope<T>) : null;
  if (!response.ok) {
    // a proxy's page for a server that is down or gone
    if (!envelope && response.status >= 500) throw notAnswered();
    serverReached(true);
    const message = envelope?.ResponseMessage || response.statusText || `HTTP ${response.status}`;
    if (response.status === 401 && token && token === currentUser()?.Token) {
      // The login screen says the session ended (a toast here would die with the reload).
      clearSession();
      rememberSessionEnd(window.location.pathname + window.location.search);
      window.location.assign("/login");
    } else if (notify !== "none") {
      showToast("error", message);
    }
    throw new ApiError(message, response.status);
  }
  if (!envelope) throw notAnswered();
  serverReached(true);
  const judged = alertTypeFor(envelope.ResponseCode, { noContentIsWarning: options.noContentIsWarning });
  const type = options.problemsAreWarnings && judged === "error" ? "warning" : judged;
  if (notify === "all" || (notify === "problems" && type !== "success")) {
    showToast(type, envelope.ResponseMessage);
  }
  return envelope;
}

/** A GET call's path with its query string (fields null or undefined left out). */
function withQuery(path: string, query: object): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  return params ? `${path}?${params}` : path;
}

/** In development and tests an answer outside its call's schema is a defect, said at once. */
function checkAnswer(def: CallDef, answer: Envelope<unknown>) {
  if (!import.meta.env.DEV) return;
  const problem = answerProblem(def, answer);
  if (problem) throw new Error(problem);
}

/**
 * The one client of the API: makes a call of the catalogue, its path filled from the input, its answer typed by the call's
 * schemas (and checked against them in development and tests).
 */
export async function call<D extends CallSpec>(
  def: CallDef<D>,
  input: CallInput<D>,
  options: CallOptions = {},
): Promise<CallAnswer<D>> {
  const request = requestOf(def, input);
  const answer =
    def.method === "GET"
      ? await send("GET", withQuery(request.path, request.query), undefined, options)
      : await send("POST", request.path, request.body ?? {}, options);
  checkAnswer(def, answer);
  return answer as CallAnswer<D>;
}

/** A call's query key: its operationId and input, so a mutation invalidates through the same definition. */
export const callKey = <D extends CallSpec>(def: CallDef<D>, input?: CallInput<D>) =>
  input === undefined ? ([def.operationId] as const) : ([def.operationId, input] as const);

/** A call's data on '200'; null on any other answer (the client has shown its message already). */
export async function dataOf<D extends CallSpec>(
  answer: Promise<CallAnswer<D>>,
): Promise<CallData<D> | null> {
  const answered = await answer;
  return answered.ResponseCode === "200" ? answered.ResponseData : null;
}
