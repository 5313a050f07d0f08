import { gs1Messages, gs1Separator, packetQrData } from "@wms/domain/gs1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets, products, suppliers } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;

beforeAll(async () => {
  // A plant that prints GS1 element strings in its packets' QR codes.
  t = await startTestApp({ packetQr: "gs1" });
  await t.db.insert(suppliers).values({
    supplierName: "Acme Castings",
    supplierCode: "SUP-A",
    firmName: "Acme",
    mobNo: "9000000000",
    email: "acme@example.com",
    shippingAddress: "Plant road",
  });
  await t.db
    .insert(products)
    .values({ productCd: "RM-1", productDscrptn: "Screw", productTypeId: 3, uom: "NOS" });
});
afterAll(async () => {
  await t.close();
});

let nextMrn = 700;
/** Receives an MRN of one line and approves all of it at quality check with `extra` (the supplier label's fields). */
async function approve(qty: number, pieces: number, extra: Record<string, unknown>) {
  const mrnId = nextMrn++;
  const imported = await t.call("POST", "/api/api/Import/Mrns", [
    {
      MRNID: mrnId,
      PONumber: `PO-${mrnId}`,
      SupplierCode: "SUP-A",
      Type: "Purchase",
      MRNDate: "11/20/2026",
      ProductCode: "RM-1",
      RequestedQty: qty,
      ReceivedQty: qty,
      UOM: "NOS",
    },
  ]);
  expect(imported.body.ResponseCode).toBe("200");
  const [line] = (
    await t.call<Array<{ MrnLineId: number }>>("GET", `/api/api/PurchaseOrder/GetPoDetailsByMRNID/${mrnId}`)
  ).body.ResponseData;
  const res = await t.call<Array<{ QRCode: string }>>("POST", "/api/api/PurchaseOrder/UpdatePoDetails", [
    { MRNID: mrnId, MrnLineId: line.MrnLineId, ApprovedQty: qty, PiecesPerPacket: pieces, ...extra },
  ]);
  return { mrnId, res };
}

describe("WMS_PACKET_QR=gs1", () => {
  it("gives each slip a QR of its receipt date, code, lot and count, and keeps the code as the slip's text", async () => {
    const { mrnId, res } = await approve(30, 10, {});
    const codes = res.body.ResponseData.map((p) => p.QRCode);
    const slips = await t.call<Array<{ QRData: string; QRSymbol: string }>>(
      "POST",
      "/api/api/RmQrCodeGeneration/PrintQrByPo",
      { MRN_ID: mrnId },
    );
    expect(slips.body.ResponseData.map((s) => s.QRData)).toEqual(codes);
    expect(slips.body.ResponseData[0].QRSymbol).toBe(
      `11261120${"21"}${codes[0]}${gs1Separator}10${mrnId}-${codes[0].split("-")[1]}${gs1Separator}3010`,
    );
  });

  it("takes a packet's GS1 element string in a scan call as its code, with or without ]Q3", async () => {
    const { mrnId, res } = await approve(20, 10, {});
    const code = res.body.ResponseData[0].QRCode;
    const symbol = packetQrData({ QRCode: code, Qty: 10, ReceivedOn: "2026-11-20" }, "gs1");
    for (const scanned of [symbol, `]Q3${symbol}`]) {
      const slip = await t.call<Array<{ QRData: string }>>(
        "POST",
        "/api/api/RmQrCodeGeneration/GetQrDataByQrCode",
        {
          QRData: scanned,
        },
      );
      expect(slip.body.ResponseData.map((s) => s.QRData)).toEqual([code]);
      const fresh = await t.call<Array<{ QRCode: string }>>(
        "POST",
        "/api/api/RawMaterialInward/CheckRMExists",
        {
          MRNID: mrnId,
          QRCode: scanned,
        },
      );
      expect(fresh.body.ResponseData[0].QRCode).toBe(code);
    }
  });
});

describe("a supplier's lot at quality check", () => {
  it("is kept on every packet of the line with its expiry, and shown in the recall", async () => {
    const { mrnId, res } = await approve(25, 10, { SupplierLot: "AB-123", SupplierExpiry: "2027-12-31" });
    expect(res.body.ResponseCode).toBe("200");
    const kept = await t.db
      .select({ code: packets.qrCode, lot: packets.supplierLot, expiry: packets.supplierExpiry })
      .from(packets);
    const ours = kept.filter((p) => p.code.startsWith(`${mrnId}-`));
    expect(ours).toHaveLength(3);
    expect(new Set(ours.map((p) => `${p.lot} ${p.expiry}`))).toEqual(new Set(["AB-123 2027-12-31"]));
    const preview = await t.call<{ Packets: Array<{ QRCode: string; SupplierLot: string }> }>(
      "POST",
      "/api/api/Recall/PreviewRecall",
      { MRNID: mrnId },
    );
    expect(preview.body.ResponseData.Packets.map((p) => p.SupplierLot)).toEqual([
      "AB-123",
      "AB-123",
      "AB-123",
    ]);
  });

  it("is empty when the line had no label, and an expiry that is no day is refused", async () => {
    const { mrnId } = await approve(10, 10, {});
    const preview = await t.call<{ Packets: Array<{ SupplierLot: string }> }>(
      "POST",
      "/api/api/Recall/PreviewRecall",
      {
        MRNID: mrnId,
      },
    );
    expect(preview.body.ResponseData.Packets.map((p) => p.SupplierLot)).toEqual([""]);
    const { res } = await approve(10, 10, { SupplierLot: "X", SupplierExpiry: "2027-02-30" });
    expect(res.body.ResponseCode).toBe("400");
    expect(res.body.ResponseMessage).toContain(gs1Messages.expiryDay);
  });
});
