import type { z } from "zod";

/** Every answer of the API: HTTP 200 with a business ResponseCode, spec section 7/8. */
export interface Envelope<T = unknown> {
  ResponseCode: string;
  ResponseMessage: string;
  ResponseData: T;
}

/** A value as JSON carries it: a Date arrives as its ISO text. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** What the web receives for a response schema: the server's output after JSON. */
export type Received<S extends z.ZodType> = Jsonified<z.output<S>>;

export const responseCode = { ok: "200", warning: "400", noContent: "204" } as const;

export type AlertType = "success" | "warning" | "error";

/** How the front end judges an answer: '200' success, '400' warning, anything else error. */
export function alertTypeFor(code: string, options: { noContentIsWarning?: boolean } = {}): AlertType {
  if (code === responseCode.ok) return "success";
  if (code === responseCode.warning) return "warning";
  if (options.noContentIsWarning && code === responseCode.noContent) return "warning";
  return "error";
}
