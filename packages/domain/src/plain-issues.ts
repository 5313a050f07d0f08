import type { core } from "zod";

/** A field's name in words: `QRCode` is "QR Code", `BinAddress` "Bin Address". */
const wordsOf = (key: string) =>
  key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/_/g, " ");

/**
 * The field an issue is about, in words a user reads: its own name and, inside a list, the row it is on
 * ("Qty on row 1"); never a path such as `Lines.0.Qty`. "This value" for a value with no name.
 */
export function fieldInWords(path: readonly PropertyKey[] | undefined): string {
  const keys = (path ?? []).filter((k): k is string => typeof k === "string");
  const rows = (path ?? []).filter((k): k is number => typeof k === "number");
  const name = keys.length > 0 ? wordsOf(keys[keys.length - 1]) : "This value";
  return rows.length > 0 ? `${name} on row ${rows[0] + 1}` : name;
}

const kindOf: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a record",
  date: "a date",
};

const sizeOf = (origin: string, limit: number | bigint, most: boolean) => {
  if (origin === "string")
    return Number(limit) === 1 && !most ? null : `${most ? "at most" : "at least"} ${limit} characters`;
  if (origin === "array" || origin === "set") return `${most ? "at most" : "at least"} ${limit} entries`;
  return `${most ? "at most" : "at least"} ${limit}`;
};

/**
 * Zod's own messages in plain words (the schemas' messages of the catalogue are kept as written): what is wrong
 * and what is expected, naming the field in words. Installed once for every schema (`bounds.ts`), so the server's
 * one error handler and every form say the same plain thing.
 */
export function plainIssueMessage(issue: core.$ZodRawIssue): string {
  const field = fieldInWords(issue.path);
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? `Please enter ${field}.`
        : `${field} is not valid: ${kindOf[issue.expected] ?? "another value"} is expected.`;
    case "too_big":
      return `${field} can be ${sizeOf(issue.origin, issue.maximum, true)}.`;
    case "too_small": {
      const size = sizeOf(issue.origin, issue.minimum, false);
      if (size === null) return `Please enter ${field}.`;
      return issue.inclusive === false && issue.origin !== "string"
        ? `${field} must be more than ${issue.minimum}.`
        : `${field} must be ${size}.`;
    }
    case "invalid_format":
      return issue.format === "email"
        ? "Please enter a valid email address."
        : `${field} is not in a valid form.`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${issue.divisor}.`;
    case "invalid_value":
      return `${field} must be one of: ${issue.values.map(String).join(", ")}.`;
    case "unrecognized_keys":
      return "The request holds a field this screen does not send.";
    default:
      return `${field} is not valid.`;
  }
}
