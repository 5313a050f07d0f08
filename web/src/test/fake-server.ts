import {
  type CallData,
  type CallDef,
  type CallErrorData,
  type CallInput,
  type CallSpec,
  callCatalogue,
  type Envelope,
} from "@wms/domain";
import { vi } from "vitest";

type Answer<D extends CallSpec> =
  | { ResponseCode: "200"; ResponseMessage?: string; ResponseData: CallData<D> }
  | { ResponseCode: string; ResponseMessage?: string; ResponseData: CallErrorData<D> };
type Responder<D extends CallSpec> = (input: CallInput<D>) => Answer<D> | Promise<Answer<D>>;

/** A '200' answer with `data`. */
export const answered = <T>(ResponseData: T, ResponseMessage = "") => ({
  ResponseCode: "200" as const,
  ResponseMessage,
  ResponseData,
});

/** A business refusal ('400' unless said) with its message, and its data if it sends any. */
export function refused(ResponseMessage: string): {
  ResponseCode: string;
  ResponseMessage: string;
  ResponseData: null;
};
export function refused<T>(
  ResponseMessage: string,
  ResponseData: T,
  ResponseCode?: string,
): { ResponseCode: string; ResponseMessage: string; ResponseData: T };
export function refused(ResponseMessage: string, ResponseData: unknown = null, ResponseCode = "400") {
  return { ResponseCode, ResponseMessage, ResponseData };
}

const patternOf = (def: CallDef) =>
  new RegExp(`^/api/api/${def.path.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`, "i");

/** The call a request is, and the input it carried. */
function matchCall(url: URL, init: RequestInit | undefined): { def: CallDef; input: unknown } {
  const method = (init?.method ?? "GET").toUpperCase();
  for (const def of callCatalogue) {
    const found = def.method === method ? patternOf(def).exec(url.pathname) : null;
    if (!found) continue;
    const params = Object.fromEntries(
      Object.entries(found.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
    if (method === "GET") return { def, input: { ...params, ...Object.fromEntries(url.searchParams) } };
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    return { def, input: def.params ? { params, body } : body };
  }
  throw new Error(`No call of the catalogue is ${method} ${url.pathname}`);
}

/**
 * The server at the fetch boundary: each call answers what the test says (a call it was not told
 * about fails the test), and every request is recorded with its input, so `call` and its schema
 * checks run for real.
 */
export function fakeServer() {
  const responders = new Map<CallDef, Responder<CallSpec>>();
  const requests: Array<{ def: CallDef; input: unknown }> = [];
  const fetch = vi.fn(async (resource: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(resource), "http://localhost");
    const { def, input } = matchCall(url, init);
    requests.push({ def, input });
    const responder = responders.get(def);
    if (!responder) throw new Error(`The test gave no answer for ${def.operationId}`);
    const answer = await responder(input as never);
    const envelope: Envelope<unknown> = { ResponseMessage: "", ...answer };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    /** How `def` answers from now on: always the same answer, or one worked out from the input. */
    answer<D extends CallSpec>(def: CallDef<D>, answer: Answer<D> | Responder<D>) {
      responders.set(def, (typeof answer === "function" ? answer : () => answer) as Responder<CallSpec>);
    },
    /** The inputs `def` was called with, in order. */
    inputs<D extends CallSpec>(def: CallDef<D>): CallInput<D>[] {
      return requests.filter((r) => r.def === def).map((r) => r.input as CallInput<D>);
    },
  };
}
