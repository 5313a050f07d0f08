import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binLabelZpl, type PacketSlip, packetSlipZpl, zplText, zplUnescape } from "./zpl.js";

const slip: PacketSlip = {
  QRCode: "100234-1-007",
  QRSymbol: "100234-1-007",
  MRN: 100234,
  Supplier: "Acme ^Castings~ Ltd_",
  ReceivedOn: "2026-11-27",
  ProductCode: "RM-BRKT-12",
  Qty: 12.5,
  UOM: "KG",
  Rejected: false,
};
const slipStock = { widthMm: 30, heightMm: 25, dpi: 203 };

/** The text of every ^FD field, as the printer prints it (^FH unescaped). */
const fieldsOf = (zpl: string) =>
  [...zpl.matchAll(/\^FD(.*?)\^FS/gs)].map((m) => zplUnescape(m[1] as string));
/** The fields' ^A0 heights in dots, by printed text. */
const heightsOf = (zpl: string) =>
  new Map(
    [...zpl.matchAll(/\^A0N,(\d+),\d+[^^]*(?:\^FB[^^]*)?\^FH\^FD(.*?)\^FS/gs)].map((m) => [
      zplUnescape(m[2] as string),
      Number(m[1]),
    ]),
  );

describe("zplText", () => {
  it("escapes the command characters and controls so any text stays one field, and unescapes back to it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const escaped = zplText(text);
        const raw = [...escaped].filter((c) => c === "^" || c === "~" || (c.codePointAt(0) ?? 0) < 0x20);
        expect(raw).toEqual([]);
        expect(zplUnescape(escaped)).toBe(text);
      }),
    );
  });
});

describe("packetSlipZpl", () => {
  it("is one label format sized to the stock: 30 x 25 mm at 203 dpi is 240 x 200 dots, UTF-8", () => {
    const zpl = packetSlipZpl(slip, slipStock);
    expect(zpl.startsWith("^XA\n^CI28\n^PW240\n^LL200\n")).toBe(true);
    expect(zpl.endsWith("^XZ")).toBe(true);
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
  });

  it("carries the code as a QR, and the code, product, quantity with UOM, MRN, supplier and receipt day as text", () => {
    const fields = fieldsOf(packetSlipZpl(slip, slipStock));
    expect(fields[0]).toBe(`QA,${slip.QRCode}`);
    expect(fields.slice(1)).toEqual([
      "100234-1-007",
      "RM-BRKT-12",
      "12.5 KG",
      "MRN 100234",
      "Acme ^Castings~ Ltd_",
      "2026-11-27",
    ]);
    expect(fields).not.toContain("REJECTED");
  });

  it("says REJECTED in type a third of the label high, larger than any other line, on a rejected packet's slip", () => {
    const zpl = packetSlipZpl({ ...slip, Rejected: true }, slipStock);
    const heights = heightsOf(zpl);
    const rejected = heights.get("REJECTED") ?? 0;
    expect(rejected).toBeGreaterThanOrEqual(Math.floor((200 / 3) * 0.9) - 1);
    for (const [text, height] of heights) if (text !== "REJECTED") expect(height).toBeLessThan(rejected);
  });

  it("scales with the resolution: the same slip at 300 dpi is 354 x 295 dots with a larger QR", () => {
    const at203 = packetSlipZpl(slip, slipStock);
    const at300 = packetSlipZpl(slip, { ...slipStock, dpi: 300 });
    expect(at300).toContain("^PW354\n^LL295");
    const magnification = (zpl: string) => Number(/\^BQN,2,(\d+)/.exec(zpl)?.[1]);
    expect(magnification(at300)).toBeGreaterThan(magnification(at203));
  });

  it("leaves out the MRN of a packet the plant produced (no MRN)", () => {
    expect(fieldsOf(packetSlipZpl({ ...slip, MRN: null, Supplier: "" }, slipStock))).not.toContain(
      "MRN null",
    );
  });
});

describe("binLabelZpl", () => {
  it("carries the bin's address as a QR (what put-away scans) and in type, with its row, on 60 x 50 mm", () => {
    const zpl = binLabelZpl({ ColAddress: "A-01-03", RowName: "A" }, { widthMm: 60, heightMm: 50, dpi: 203 });
    expect(zpl).toContain("^PW480\n^LL400");
    expect(fieldsOf(zpl)).toEqual(["QA,A-01-03", "A-01-03", "Row A"]);
  });
});
