import { inboundMessages as m } from "@wms/domain";
import { describe, expect, it } from "vitest";
import { BusinessRuleError } from "../../platform/envelope.js";
import { csvRecords, delimiterOf } from "./csv.js";

/** Everything csvRecords yields for `text`, sent in chunks of `size` characters. */
async function read(text: string, size = text.length) {
  const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    Buffer.from(text.slice(i * size, (i + 1) * size)),
  );
  const out = [];
  for await (const item of csvRecords(chunks)) out.push(item);
  return out;
}

async function refusal(text: string) {
  const err = await read(text).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BusinessRuleError);
  return { message: (err as BusinessRuleError).message, rows: (err as BusinessRuleError).data };
}

describe("csvRecords", () => {
  it("reads a comma, a semicolon and a tab file alike, by the header's delimiter", async () => {
    const expected = [
      { header: ["Code", "Qty"] },
      { line: 2, fields: { Code: "RM-1", Qty: "1,5" } },
      { line: 3, fields: { Code: "RM-2", Qty: "2" } },
    ];
    expect(await read('Code,Qty\r\nRM-1,"1,5"\r\nRM-2,2\r\n')).toEqual(expected);
    expect(await read("Code;Qty\nRM-1;1,5\nRM-2;2\n")).toEqual(expected);
    expect(await read("Code\tQty\nRM-1\t1,5\nRM-2\t2")).toEqual(expected);
  });

  it("keeps quoted delimiters, doubled quotes and line breaks, and numbers rows by the line they start on", async () => {
    const text = '\uFEFFCode,Note\n\n"RM-1","a ""big"" one, two\nlines"\nRM-2,plain\n';
    expect(await read(text, 3)).toEqual([
      { header: ["Code", "Note"] },
      { line: 3, fields: { Code: "RM-1", Note: 'a "big" one, two\nlines' } },
      { line: 5, fields: { Code: "RM-2", Note: "plain" } },
    ]);
  });

  it("refuses a row with an extra cell, or one cell short, naming its line", async () => {
    expect(await refusal("Code,Qty\nRM-1,1\nRM-2,2,3\n")).toEqual({
      message: m.importFailed,
      rows: [{ Line: 3, Message: m.csvRagged(3) }],
    });
    expect((await refusal("Code;Qty\nRM-1\n")).rows).toEqual([{ Line: 2, Message: m.csvRagged(1) }]);
  });

  it("refuses a quote left open and text after a closing quote in plain words", async () => {
    expect((await refusal('Code,Qty\nRM-1,1\n"RM-2,2\n')).rows).toEqual([
      { Line: 3, Message: m.csvQuoteNotClosed },
    ]);
    expect((await refusal('Code,Qty\n"RM-1"x,1\n')).rows).toEqual([
      { Line: 2, Message: m.csvTextAfterQuote },
    ]);
  });
});

describe("delimiterOf", () => {
  it("counts delimiters outside quotes only", () => {
    expect(delimiterOf('"a,b,c";d;e')).toBe(";");
    expect(delimiterOf("single")).toBe(",");
  });
});
