import { createRequire } from "node:module";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { slipPdf, slipQrImage } from "./slip-pdf";

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
});
