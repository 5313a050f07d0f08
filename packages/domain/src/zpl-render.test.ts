import { decode } from "fast-png";
import jsQR from "jsqr";
import { beforeAll, describe, expect, it } from "vitest";
import { ready, type ZplApi } from "zpl-renderer-js";
import { packetCodeOfScan, packetQrData, readGs1 } from "./gs1.js";
import type { DeliveryLabel, FgPacketLabel } from "./labels.js";
import {
  type BomSlip,
  binLabelZpl,
  bomSlipZpl,
  deliveryLabelZpl,
  fgPacketLabelZpl,
  type LabelStock,
  type PacketSlip,
  packetSlipZpl,
} from "./zpl.js";

// Each label kind is drawn from its ZPL by Zebrash (compiled to WebAssembly, offline) and its QR read back.
let api: ZplApi;
beforeAll(async () => {
  ({ api } = await ready);
});

interface Rendered {
  width: number;
  height: number;
  /** 0 for a white pixel, 1 for a dark one. */
  dark: (x: number, y: number) => number;
  qr: string | null;
}

async function render(zpl: string, stock: LabelStock): Promise<Rendered> {
  const png = decode(
    Buffer.from(
      await api.zplToBase64Async(zpl, stock.widthMm, stock.heightMm, Math.round(stock.dpi / 25.4)),
      "base64",
    ),
  );
  const channels = png.channels;
  const rgba = new Uint8ClampedArray(png.width * png.height * 4);
  for (let i = 0; i < png.width * png.height; i++) {
    const grey = png.data[i * channels];
    const alpha = channels === 4 || channels === 2 ? png.data[i * channels + channels - 1] : 255;
    const value = alpha === 0 ? 255 : grey;
    rgba.set([value, value, value, 255], i * 4);
  }
  // a quiet zone around the label, as the QR reader expects one
  const pad = 16;
  const width = png.width + pad * 2;
  const height = png.height + pad * 2;
  const padded = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < png.height; y++)
    padded.set(rgba.subarray(y * png.width * 4, (y + 1) * png.width * 4), ((y + pad) * width + pad) * 4);
  const read = jsQR(padded, width, height);
  return {
    width: png.width,
    height: png.height,
    dark: (x, y) => (rgba[(y * png.width + x) * 4] < 128 ? 1 : 0),
    qr: read?.data ?? null,
  };
}

const slip: PacketSlip = {
  QRCode: "100234-1-007",
  QRSymbol: "100234-1-007",
  MRN: 100234,
  Supplier: "Acme Castings",
  ReceivedOn: "2026-11-27",
  ProductCode: "RM-BRKT-12",
  Qty: 12,
  UOM: "NOS",
  Rejected: false,
};
const slipStock: LabelStock = { widthMm: 50, heightMm: 30, dpi: 203 };

describe("a packet slip drawn from its ZPL", () => {
  it("is a label of the stock's size whose QR reads back as the packet's code", async () => {
    const drawn = await render(packetSlipZpl(slip, slipStock), slipStock);
    expect([drawn.width, drawn.height]).toEqual([400, 240]);
    expect(drawn.qr).toBe("100234-1-007");
  });

  it("under WMS_PACKET_QR=gs1 reads back as its GS1 fields, which scan to the packet's code", async () => {
    const symbol = packetQrData(slip, "gs1");
    const drawn = await render(packetSlipZpl({ ...slip, QRSymbol: symbol }, slipStock), slipStock);
    expect(drawn.qr).toBe(symbol);
    expect(readGs1(drawn.qr ?? "")).toEqual({
      ok: true,
      elements: [
        { ai: "11", value: "261127" },
        { ai: "21", value: "100234-1-007" },
        { ai: "10", value: "100234-1" },
        { ai: "30", value: "12" },
      ],
    });
    expect(packetCodeOfScan(drawn.qr ?? "")).toBe("100234-1-007");
  });

  it("of a rejected packet is dark across its foot (REJECTED in large type) where a good one's is blank, and still scans", async () => {
    const inkInFoot = (drawn: Rendered) => {
      let ink = 0;
      for (let y = Math.floor(drawn.height * 0.82); y < drawn.height; y++)
        for (let x = 0; x < drawn.width; x++) ink += drawn.dark(x, y);
      return ink;
    };
    const good = await render(packetSlipZpl(slip, slipStock), slipStock);
    const rejected = await render(packetSlipZpl({ ...slip, Rejected: true }, slipStock), slipStock);
    expect(inkInFoot(good)).toBe(0);
    expect(inkInFoot(rejected)).toBeGreaterThan(1_000);
    expect(rejected.qr).toBe("100234-1-007");
  });
});

describe("a bin label drawn from its ZPL", () => {
  it("reads back as the bin's address", async () => {
    const stock = { widthMm: 60, heightMm: 50, dpi: 203 };
    expect((await render(binLabelZpl({ ColAddress: "A-01-03", RowName: "A" }, stock), stock)).qr).toBe(
      "A-01-03",
    );
  });
});

describe("a BOM slip drawn from its ZPL", () => {
  it("reads back as the requisition number the issue screen scans", async () => {
    const bom: BomSlip = {
      RequisitionNo: "REQ000123",
      OrderNo: "ORD-77",
      OrderDate: "27 Nov 2026",
      ProductCode: "FG-CHAIR-01",
      Qty: 40,
      CompanyName: "Plant",
    };
    const stock = { widthMm: 100, heightMm: 150, dpi: 203 };
    expect((await render(bomSlipZpl(bom, stock), stock)).qr).toBe("REQ000123");
  });
});

describe("an FG packet's label drawn from its ZPL", () => {
  const label: FgPacketLabel = {
    QRCode: "REQ000123-P4",
    QRSymbol: "REQ000123-P4",
    ProductCode: "FG-CHAIR-01",
    JobNo: "REQ000123",
    Serials: "301-310",
    Qty: 10,
    UOM: "NOS",
    ProducedOn: "2026-11-28",
  };
  const stock = { widthMm: 60, heightMm: 40, dpi: 203 };

  it("reads back as the packet's code", async () => {
    expect((await render(fgPacketLabelZpl(label, stock), stock)).qr).toBe("REQ000123-P4");
  });

  it("under WMS_PACKET_QR=gs1 reads back as its GS1 fields: production day, the code as serial, the job as lot, the count", async () => {
    const symbol = packetQrData(
      { QRCode: label.QRCode, Qty: label.Qty, ReceivedOn: label.ProducedOn },
      "gs1",
    );
    const drawn = await render(fgPacketLabelZpl({ ...label, QRSymbol: symbol }, stock), stock);
    expect(readGs1(drawn.qr ?? "")).toEqual({
      ok: true,
      elements: [
        { ai: "11", value: "261128" },
        { ai: "21", value: "REQ000123-P4" },
        { ai: "10", value: "REQ000123" },
        { ai: "30", value: "10" },
      ],
    });
    expect(packetCodeOfScan(drawn.qr ?? "")).toBe("REQ000123-P4");
  });
});

describe("a delivery label drawn from its ZPL", () => {
  it("reads back as the delivery note's number, a customer named with ZPL's own characters or not", async () => {
    const stock = { widthMm: 100, heightMm: 60, dpi: 203 };
    const label: DeliveryLabel = {
      CustomerCode: "C-007",
      CustomerName: "Bharat ^Motors~ Ltd",
      DocumentNo: "DN/2026/0456",
      DispatchId: 17,
      DispatchedOn: "2026-11-28",
      Packets: 12,
      Qty: 120,
    };
    const zpl = deliveryLabelZpl(label, stock);
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect((await render(zpl, stock)).qr).toBe("DN/2026/0456");
  });
});
