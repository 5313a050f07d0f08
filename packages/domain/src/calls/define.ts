import { z } from "zod";
import type { Envelope, Received } from "../envelope.js";
import type { PageKey, PageRight } from "../pages.js";

/** Who may make a call: anyone, any signed-in user, or a right on one of the named pages. */
export type CallAccess =
  | { public: true }
  | { signedIn: true }
  | { page: PageKey | readonly PageKey[]; right?: PageRight | readonly PageRight[] };

/** What a call is, written once: the server registers it, the web calls it, the OpenAPI document shows it. */
export interface CallSpec {
  method: "GET" | "POST";
  /** The path after /api/api/ ("Return/GetFGReturn/:x"); `:name` segments come from `params`. */
  path: string;
  access: CallAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** ResponseData of a '200' answer. */
  response: z.ZodType;
  /** ResponseData of a business refusal ('400' and the like); null when the call sends none. */
  errorData?: z.ZodType;
}

export type CallDef<S extends CallSpec = CallSpec> = S & {
  /** Controller_Action, unique across the API. */
  operationId: string;
  /** The controller: the OpenAPI document's grouping. */
  tag: string;
};

/** The controller and action of a path ("Return/GetFGReturn/:x" -> Return, GetFGReturn; "Import/:kind" -> Import, ByKind). */
function controllerAndAction(path: string): [string, string] {
  const [controller, action] = path.split("/");
  if (!controller || !action) throw new Error(`A call's path is Controller/Action[/:param...]: ${path}`);
  const byParam = action.startsWith(":") ? `By${action[1]?.toUpperCase()}${action.slice(2)}` : action;
  return [controller, byParam];
}

export function defineCall<const S extends CallSpec>(spec: S): CallDef<S> {
  const [controller, action] = controllerAndAction(spec.path);
  const named = spec.path.match(/:\w+/g)?.map((segment) => segment.slice(1)) ?? [];
  const declared = spec.params ? Object.keys(spec.params.shape) : [];
  if (named.join() !== declared.join()) {
    throw new Error(`${spec.path}: path parameters (${named}) differ from its params schema (${declared})`);
  }
  return { ...spec, operationId: `${controller}_${action}`, tag: controller };
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;

/**
 * What a caller gives: a GET's path and query fields in one object; a POST's body (with `params`
 * beside it in `{ params, body }` when its path has parameters too).
 */
export type CallInput<D extends CallSpec> = D["method"] extends "GET"
  ? InputOf<D["params"]> & InputOf<D["query"]>
  : D["params"] extends z.ZodObject
    ? { params: z.input<D["params"]>; body: InputOf<D["body"]> }
    : InputOf<D["body"]>;

/** ResponseData of a '200' answer, as the JSON carries it. */
export type CallData<D extends CallSpec> = Received<D["response"]>;

/** ResponseData of any other answer. */
export type CallErrorData<D extends CallSpec> = D["errorData"] extends z.ZodType
  ? Received<D["errorData"]> | null
  : null;

/** Every ResponseCode the API answers with. */
export const responseCodes = [
  "200",
  "204",
  "400",
  "401",
  "403",
  "404",
  "409",
  "413",
  "429",
  "500",
  "503",
] as const;
export type ResponseCode = (typeof responseCodes)[number];

/** A call's answer: its response on '200', its error data (or null) otherwise. */
export type CallAnswer<D extends CallSpec> =
  | { ResponseCode: "200"; ResponseMessage: string; ResponseData: CallData<D> }
  | { ResponseCode: Exclude<ResponseCode, "200">; ResponseMessage: string; ResponseData: CallErrorData<D> };

/** The request a call's input makes: its path with parameters filled, the query fields, the body. */
export function requestOf<D extends CallSpec>(
  def: D,
  input: CallInput<D>,
): { path: string; query: Record<string, unknown>; body: unknown } {
  const hasBodyAndParams = def.method === "POST" && def.params !== undefined;
  const fields = (hasBodyAndParams ? (input as { params: object }).params : (input ?? {})) as Record<
    string,
    unknown
  >;
  const used = new Set<string>();
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => {
    used.add(name);
    return encodeURIComponent(String(fields[name]));
  });
  if (def.method === "POST") {
    return { path, query: {}, body: hasBodyAndParams ? (input as { body: unknown }).body : input };
  }
  const query = Object.fromEntries(Object.entries(fields).filter(([name]) => !used.has(name)));
  return { path, query, body: undefined };
}

/**
 * What is wrong with an answer against its call's schemas (the response on '200', the error data
 * otherwise), or null when it conforms.
 */
export function answerProblem(def: CallDef, answer: Envelope<unknown>): string | null {
  const schema = answer.ResponseCode === "200" ? def.response : def.errorData;
  if (!schema || (answer.ResponseCode !== "200" && answer.ResponseData === null)) return null;
  const checked = z.safeDecode(schema, answer.ResponseData);
  return checked.success
    ? null
    : `${def.operationId} answered outside its schema: ${z.prettifyError(checked.error)}`;
}
