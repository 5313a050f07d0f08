import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.js";
import { startTestApp, type TestApp } from "../test/harness.js";

/**
 * Drives every operation of the OpenAPI document as the admin with input that must be refused:
 * wrong types, missing fields, 1 MB strings, NUL bytes, numbers outside the database's types (1e21 and
 * above too), deep nesting and over-long arrays, in bodies, path and query parameters, and a truncated upload.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  enum?: unknown[];
  $ref?: string;
};
interface Operation {
  method: "GET" | "POST";
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | null;
}
interface Probe {
  what: string;
  url: string;
  payload?: unknown;
  rawBody?: string;
  contentType?: string;
}

const megabyteString = "x".repeat(1024 * 1024);
const tenKilobyteString = "x".repeat(10 * 1024);
const withNul = "ab\u0000cd";
const deepArray = (depth: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
const deepObject = (depth: number): unknown => {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const deepChildren = (item: unknown, depth: number): unknown => {
  let v: unknown = item;
  for (let i = 0; i < depth; i++) v = { ...(item as object), Children: [v] };
  return v;
};

const kindOf = (s: JsonSchema | undefined): string => {
  if (!s) return "any";
  if (s.anyOf || s.oneOf) return "union";
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  if (t) return t;
  if (s.properties) return "object";
  return "any";
};

/** Values no field of that kind may accept. */
function badValuesFor(s: JsonSchema | undefined, item: unknown): Array<[string, unknown]> {
  // Deep nesting is sent whole-body and into array fields; a field gets a shallow object.
  const common: Array<[string, unknown]> = [["object", { a: 1 }]];
  switch (kindOf(s)) {
    case "string":
      return [
        ["NUL", withNul],
        ["1 MB string", megabyteString],
        ["number", 2 ** 31],
        ["boolean", true],
        ...common,
      ];
    case "integer":
    case "number":
      return [
        ["2^31", 2 ** 31],
        ["-1", -1],
        ["1e20", 1e20],
        ["1e21", 1e21],
        ["1e300", 1e300],
        ["-1e21", -1e21],
        ["Number.MAX_VALUE", Number.MAX_VALUE],
        ["1e-30", 1e-30],
        ["'1' and 21 zeros", `1${"0".repeat(21)}`],
        ["'NaN'", "NaN"],
        ["'2147483648'", "2147483648"],
        ["NUL", withNul],
        ["true", true],
        ["1.5", s?.type === "integer" ? 1.5 : "1.5x"],
        ...common,
      ];
    case "boolean":
      return [["1", 1], ["'true'", "true"], ["NUL", withNul], ...common];
    case "array":
      return [
        ["string", withNul],
        ["too long", Array.from({ length: 10_001 }, () => item)],
        ["nested 1000 deep", [deepChildren(item, 1000)]],
        [
          "200x200 tree",
          Array.from({ length: 200 }, () => ({ ...(item as object), Children: Array(200).fill(item) })),
        ],
        ...common.slice(0, 1),
      ];
    case "object":
      return [
        ["string", withNul],
        ["number", 2 ** 31],
        ["array", [withNul]],
      ];
    default:
      return [
        ["NUL", withNul],
        ["1 MB string", megabyteString],
        ["2^31", 2 ** 31],
        ["1e20", 1e20],
        ["1e21", 1e21],
        ...common,
      ];
  }
}

/** A well-typed example of a schema (1 for numbers, "x" for strings), the base every probe breaks once. */
function exampleOf(s: JsonSchema | undefined): unknown {
  if (!s) return "x";
  if (s.enum?.length) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return exampleOf(options[0]);
  switch (kindOf(s)) {
    case "string":
      return "x";
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    case "array":
      return [exampleOf(s.items)];
    case "object":
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, p]) => [k, exampleOf(p)]));
    default:
      return "x";
  }
}

/** The probes of one body: the whole body malformed, then each field (to any depth) broken or missing. */
function bodyProbes(url: string, schema: JsonSchema | null): Probe[] {
  const probes: Probe[] = [
    { what: "no body", url },
    { what: "not JSON", url, rawBody: '{"a":', contentType: "application/json" },
    { what: "JSON with NUL escape", url, rawBody: '{"x":"\\u0000"}', contentType: "application/json" },
    { what: "null", url, payload: null },
    { what: "number body", url, payload: 2 ** 31 },
    { what: "deep array body", url, payload: deepArray(1000) },
    { what: "deep object body", url, payload: deepObject(1000) },
  ];
  if (!schema) return probes;
  const base = exampleOf(schema);
  let megabyteSent = false;
  const walk = (s: JsonSchema, path: Array<string | number>, value: unknown) => {
    const replaceAt = (v: unknown, remove = false): unknown => {
      const copy = structuredClone(base);
      if (path.length === 0) return v;
      let node = copy as Record<string | number, unknown>;
      for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
      const last = path[path.length - 1];
      if (remove) delete node[last];
      else node[last] = v;
      return copy;
    };
    const at = path.join(".") || "(body)";
    const item = kindOf(s) === "array" ? exampleOf(s.items) : undefined;
    for (const [name, bad] of badValuesFor(s, item)) {
      // One 1 MB string per body keeps the run short; other fields get 10 kB, beyond every max length.
      const big = bad === megabyteString;
      // The 200 x 200 tree (40,000 rows, ~3 MB) goes only into a body that is itself a list.
      if (name === "200x200 tree" && path.length > 0) continue;
      const value = big && megabyteSent ? tenKilobyteString : bad;
      megabyteSent ||= big;
      probes.push({
        what: `${at} = ${value === bad ? name : "10 kB string"}`,
        url,
        payload: replaceAt(value),
      });
    }
    if (kindOf(s) === "object") {
      for (const [k, p] of Object.entries(s.properties ?? {})) {
        walk(p, [...path, k], (value as Record<string, unknown>)[k]);
        if (s.required?.includes(k)) {
          probes.push({
            what: `${[...path, k].join(".")} missing`,
            url,
            payload: replaceAt(undefined, true),
          });
        }
      }
      if (s.required?.length) probes.push({ what: `${at} = {}`, url, payload: replaceAt({}) });
    }
    if (kindOf(s) === "array" && s.items) walk(s.items, [...path, 0], (value as unknown[])[0]);
  };
  walk(schema, [], base);
  return probes;
}

const badParams = [
  "%00",
  "a%00b",
  "2147483648",
  "-1",
  "1e20",
  "1e21",
  `1${"0".repeat(21)}`,
  "NaN",
  "true",
  "%ZZ",
  "x".repeat(3000),
];

function operationProbes(op: Operation): Probe[] {
  const fill = (values: Record<string, string>) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "1");
  const probes: Probe[] = [];
  for (const p of op.pathParams) {
    for (const bad of badParams)
      probes.push({ what: `path ${p} = ${bad.slice(0, 20)}`, url: fill({ [p]: bad }) });
  }
  for (const q of op.queryParams) {
    for (const bad of badParams)
      probes.push({ what: `query ${q} = ${bad.slice(0, 20)}`, url: `${fill({})}?${q}=${bad}` });
  }
  if (op.method === "POST") probes.push(...bodyProbes(fill({}), op.body));
  // A GET with valid path parameters may write (InActiveRow): only parameter-less ones get stray queries.
  else if (op.pathParams.length === 0) {
    probes.push({ what: "stray query with NUL", url: `${op.path}?x=%00&PageSize=2147483648` });
  }
  return probes;
}

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []) as Array<{ in: string; name: string }>;
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      ops.push({
        method: method.toUpperCase() as "GET" | "POST",
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: params.filter((p) => p.in === "query").map((p) => p.name),
        body: content?.["application/json"]?.schema ?? null,
      });
    }
  }
  return ops;
}

/** Row count and an md5 of every row, per table of the public schema. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [r] = await rowsOf<{ n: number; h: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    );
    out[name] = `${r.n}:${r.h}`;
  }
  return out;
}

/** A multipart upload cut off in the middle of the file. */
function truncatedMultipart(url: string): Probe {
  const boundary = "----wmsfuzz";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const png = "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR";
  return {
    what: "truncated multipart",
    url,
    rawBody: head + png,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A field path (`Lines.0.Qty`, `Body.Name:`) or zod's own wording in a message a user reads. */
const unplain =
  /\b[A-Za-z]+\.\d+\b|^[A-Za-z]+(\.[A-Za-z]+)*: |Invalid input|Too (big|small)|expected \w+, received /;

/** An answer's ResponseMessage, or "" for an answer that is no envelope (a file, a page). */
function messageOf(body: string): string {
  try {
    return String((JSON.parse(body) as { ResponseMessage?: unknown }).ResponseMessage ?? "");
  } catch {
    return "";
  }
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe("malformed input", () => {
  it("never answers 5xx, reaches every handler as the admin and changes no table, on every operation", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const ops = operationsOf(doc);
    const probes = ops.flatMap((op) => operationProbes(op).map((p) => ({ ...p, method: op.method })));
    probes.push({ ...truncatedMultipart("/api/api/SaveImage/ImageUpload"), method: "POST" });
    const before = await snapshot(t.db);
    const failures: string[] = [];
    const started = Date.now();
    const send = async (probe: (typeof probes)[number]) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      let payload: string | undefined;
      if (probe.rawBody !== undefined) {
        payload = probe.rawBody;
        headers["content-type"] = probe.contentType ?? "application/json";
      } else if (probe.payload !== undefined || probe.what === "null") {
        payload = JSON.stringify(probe.payload ?? null);
        headers["content-type"] = "application/json";
      }
      const res = await t.app.inject({ method: probe.method, url: probe.url, headers, payload });
      // The admin holds every right: a 401 or 403 would mean the probe never reached the handler.
      if (res.statusCode >= 500 || res.statusCode === 401 || res.statusCode === 403) {
        failures.push(
          `${res.statusCode} ${probe.method} ${probe.url.slice(0, 120)} [${probe.what}] ${res.body.slice(0, 120)}`,
        );
      }
      // Every refusal is plain words: no field path (`Lines.0.Qty: ...`), none of zod's own phrases.
      const message = messageOf(res.body);
      if (unplain.test(message))
        failures.push(`not plain: ${probe.method} ${probe.url} [${probe.what}] ${message}`);
    };
    const queue = [...probes];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let probe = queue.shift(); probe; probe = queue.shift()) await send(probe);
      }),
    );
    const after = await snapshot(t.db);
    console.log(
      `malformed-input fuzz: ${probes.length} requests over ${ops.length} operations in ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect(ops.length).toBeGreaterThan(90);
  }, 120_000);
});
