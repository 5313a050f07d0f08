/** Every answer of the API: HTTP 200 with a business ResponseCode, spec section 7/8. */
export interface Envelope<T = unknown> {
  ResponseCode: string;
  ResponseMessage: string;
  ResponseData: T;
}

export const responseCode = { ok: "200", warning: "400", noContent: "204" } as const;

export type AlertType = "success" | "warning" | "error";

/** How the front end judges an answer: '200' success, '400' warning, anything else error. */
export function alertTypeFor(code: string, options: { noContentIsWarning?: boolean } = {}): AlertType {
  if (code === responseCode.ok) return "success";
  if (code === responseCode.warning) return "warning";
  if (options.noContentIsWarning && code === responseCode.noContent) return "warning";
  return "error";
}
