import { csvCell } from "@wms/domain";
import { describe, expect, it } from "vitest";
import type { InwardReportRow } from "./api";
import { inwardReportCsv } from "./inward-report-csv";

const row = (ProductCode: string, SupplierCode = "SUP-1"): InwardReportRow => ({
  ProductId: 1,
  ProductCode,
  SupplierCode,
  TotalQty: 12.5,
  CreatedDate: "2026-11-21T10:00:00.000Z",
  TotalRows: 1,
});

/** The text a CSV reader takes from one quoted cell. */
const unquoted = (cell: string) => {
  expect(cell).toMatch(/^"(?:[^"]|"")*"$/);
  return cell.slice(1, -1).replace(/""/g, '"');
};

/** Every string of up to `length` characters from `alphabet`. */
const stringsOf = (alphabet: string[], length: number): string[] =>
  length === 0 ? [""] : ["", ...stringsOf(alphabet, length - 1).flatMap((s) => alphabet.map((c) => s + c))];

describe("Material Inward Report CSV", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["+1+2", `"'+1+2"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["\rcmd", `"'\rcmd"`],
    ["A;=1+1", `"A;'=1+1"`],
    ["A,=1+1", `"A,'=1+1"`],
    ["A\t=1+1", `"A\t'=1+1"`],
    ["A; @SUM(A1)", `"A; '@SUM(A1)"`],
    ["\t=1", `"'\t'=1"`],
    ["A;B\t-1", `"A;B\t'-1"`],
  ])("neutralises a formula start at the start or after any separator %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
    expect(inwardReportCsv([row(value)])).toContain(`\r\n${expected},`);
  });

  it("quotes every text cell, header included, and leaves numbers as they are", () => {
    expect(csvCell("RM-STEEL-01")).toBe('"RM-STEEL-01"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("")).toBe('""');
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(-2)).toBe("-2");
    const [header, line] = inwardReportCsv([row("RM-1")]).split("\r\n");
    // The byte-order mark first: Excel reads the file as UTF-8 only with it.
    expect(header).toBe('\uFEFF"ProductCode","SupplierCode","TotalQty","CreatedDate"');
    expect(line).toMatch(/^"RM-1","SUP-1",12.5,"/);
  });

  it("no piece of any cell, split on any separator, starts a formula; only apostrophes are added", () => {
    const alphabet = ["A", ",", ";", "\t", "\r", "\n", " ", "=", "+", "-", "@", "'", '"'];
    for (const value of stringsOf(alphabet, 4)) {
      const text = unquoted(csvCell(value));
      expect(text.replace(/'/g, "")).toBe(value.replace(/'/g, ""));
      for (const piece of [text, ...text.split(/[,;\t\r\n]/).map((p) => p.trimStart())]) {
        expect(piece, JSON.stringify(value)).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });
});
