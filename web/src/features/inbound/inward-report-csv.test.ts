import { describe, expect, it } from "vitest";
import type { InwardReportRow } from "./api";
import { csvCell, inwardReportCsv } from "./inward-report-csv";

const row = (ProductCode: string, SupplierCode = "SUP-1"): InwardReportRow => ({
  ProductId: 1,
  ProductCode,
  SupplierCode,
  TotalQty: 12.5,
  CreatedDate: "2026-11-21T10:00:00.000Z",
  TotalRows: 1,
});

describe("Material Inward Report CSV", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["+1+2", `"'+1+2"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["\rcmd", `"'\rcmd"`],
  ])("neutralises a formula cell %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
    expect(inwardReportCsv([row(value)])).toContain(`\r\n${expected},`);
  });

  it("leaves plain text and numbers as they are", () => {
    expect(csvCell("RM-STEEL-01")).toBe("RM-STEEL-01");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(inwardReportCsv([row("RM-1")]).split("\r\n")[1]).toMatch(/^RM-1,SUP-1,12.5,/);
  });
});
