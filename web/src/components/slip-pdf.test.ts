import { createRequire } from "node:module";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { binLabelPdf, slipPdf, slipQrImage } from "./slip-pdf";

/** pngjs (the PNG codec qrcode itself uses) has no bundled types. */
const { PNG } = createRequire(import.meta.url)("pngjs") as {
  PNG: { sync: { read(data: Buffer): { data: Buffer; width: number; height: number } } };
};

const decode = (dataUrl: string) => {
  const png = PNG.sync.read(Buffer.from(dataUrl.split(",")[1], "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("slipQrImage", () => {
  it("scans back to the packet's code", async () => {
    for (const code of ["5001-3-001", "1234-56-789", "QR-SPLIT-000042"]) {
      expect(decode(await slipQrImage(code))).toBe(code);
    }
  });

  it("scans back to a bin's address exactly, at a bin label's size", async () => {
    for (const address of ["A-03", "Z-12-B", "RACK 7/2"])
      expect(decode(await slipQrImage(address, 600))).toBe(address);
  });
});

describe("binLabelPdf", () => {
  it("makes one 50 x 60 mm page per bin with its QR and its address in large type", async () => {
    const pdf = await binLabelPdf(["A-01", "A-02", "B-10"]);
    expect(pdf.getNumberOfPages()).toBe(3);
    const size = pdf.internal.pageSize;
    expect([Math.round(size.getWidth()), Math.round(size.getHeight())]).toEqual([50, 60]);
    const text = pdf.output();
    expect(text).toContain("(B-10)");
    expect(text).toContain("/F1 20 Tf");
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(3);
  });
});

describe("slipPdf", () => {
  it("makes one 25 x 30 mm landscape page per slip with the product code, quantity and QR text", async () => {
    const pdf = await slipPdf([
      { QRData: "5001-3-001", ProductCode: "RM-STEEL-01", Qty: 50 },
      { QRData: "5001-3-002", ProductCode: "RM-STEEL-01", Qty: 12.5 },
    ]);
    expect(pdf.getNumberOfPages()).toBe(2);
    const size = pdf.internal.pageSize;
    expect([Math.round(size.getWidth()), Math.round(size.getHeight())]).toEqual([30, 25]);
    const text = pdf.output();
    expect(text).toContain("RM-STEEL-01");
    expect(text).toContain("Quantity - 12.5");
    expect(text).toContain("5001-3-002");
    expect(text).toContain("/Subtype /Image");
  });

  it("marks a quality-check reject's slip REJECTED, and only it", async () => {
    const slip = { QRData: "5001-3-R001", ProductCode: "RM-STEEL-01", Qty: 4.5 };
    expect((await slipPdf([{ ...slip, Rejected: true }])).output()).toContain("REJECTED");
    expect((await slipPdf([slip])).output()).not.toContain("REJECTED");
  });
});
