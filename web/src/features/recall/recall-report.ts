import {
  csvText,
  customerReachText,
  formatDisplayDate,
  packetStatusText,
  recallText,
  serialRangesText,
} from "@wms/domain";
import dayjs from "dayjs";
import type { jsPDF } from "jspdf";
import { downloadCsv } from "../../components/csv";
import { newPdf } from "../../components/pdf";
import type { RecallDetailAnswer } from "./api";

type Serial = RecallDetailAnswer["Serials"][number];
type Packet = RecallDetailAnswer["Packets"][number];

/** A serial range as the customer side reads it: "1001-1005". */
export const serialRangeText = (s: Pick<Serial, "FromNo" | "ToNo">) => `${s.FromNo}-${s.ToNo}`;
/** Where a packet is: its bin, or the requisition it is at. */
export const placeOf = (p: Pick<Packet, "ColAddress" | "IssuedTo">) =>
  p.ColAddress ?? (p.IssuedTo ? `at ${p.IssuedTo}` : "-");

const fileName = (r: RecallDetailAnswer, ext: string) =>
  `Recall_${r.RecallId}_${dayjs().format("DD-MM-YYYY_HH-mm-ss")}.${ext}`;

/**
 * The recall's report (A4, text uncompressed so it stays searchable): the lot, reason and state; the customers to
 * notify with the packets and serials each received; the FG serial ranges for the customer side; the packets with
 * their bins (or the requisition they are at) for the store.
 */
export async function recallPdf(r: RecallDetailAnswer): Promise<jsPDF> {
  const pdf = await newPdf({ orientation: "portrait", unit: "mm", format: "a4", compress: false });
  const left = 12;
  const bottom = 285;
  let y = 16;
  const line = (text: string, size = 9, gap = 5) => {
    if (y > bottom) {
      pdf.addPage("a4", "portrait");
      y = 16;
    }
    pdf.setFontSize(size);
    pdf.text(text, left, y, { maxWidth: 186 });
    y += gap;
  };
  line(recallText.reportTitle(r.RecallId), 16, 8);
  line(`Lot: ${r.Lot}`);
  line(`Reason: ${r.Reason}`);
  line(
    `Status: ${r.Status}${r.Disposition ? ` (${r.Disposition})` : ""}   Opened: ${r.OpenedBy ?? "-"}, ${formatDisplayDate(r.OpenedAt)}` +
      (r.ClosedAt ? `   Closed: ${r.ClosedBy ?? "-"}, ${formatDisplayDate(r.ClosedAt)}` : ""),
  );
  line(
    `Held: ${r.Held}   Already held: ${r.AlreadyHeld}   At production: ${r.AtProduction}   Still held: ${r.StillHeld}`,
    9,
    8,
  );
  line(customerReachText.reportSection, 12, 6);
  const reach = r.ToNotify;
  const packetsOf = new Map<string, Array<(typeof reach.Dispatched)[number]>>();
  for (const d of reach.Dispatched) {
    const list = packetsOf.get(d.CustomerCode);
    if (list) list.push(d);
    else packetsOf.set(d.CustomerCode, [d]);
  }
  if (reach.Customers.length === 0) line(customerReachText.noCustomers);
  for (const c of reach.Customers) {
    const contact = [c.ContactPerson, c.MobileNo, c.Email].filter(Boolean).join(", ");
    line(
      `${c.CustomerCode} ${c.CustomerName}   ${c.Units} unit(s) in ${c.Dispatches} dispatch(es)   ${contact}`,
      10,
    );
    for (const p of packetsOf.get(c.CustomerCode) ?? [])
      line(
        `    ${formatDisplayDate(p.DispatchedAt)}   order ${p.ErpOrderNo}   ${p.DocumentNo}   ${p.VehicleNo}   ${p.QRCode}   ${p.ProductCode}   ${p.Qty}   serials ${serialRangesText(p.Serials)}`,
      );
  }
  if (reach.Counts.Packets > reach.Dispatched.length)
    line(customerReachText.truncated(reach.Dispatched.length));
  y += 3;
  line(recallText.sections.serials, 12, 6);
  if (r.Serials.length === 0) line(recallText.noSerials);
  for (const s of r.Serials)
    line(
      `${serialRangeText(s)}  (${s.Qty})   ${s.ProductCode}   order ${s.OrderNo}   ${s.RequisitionNo}   mapped ${formatDisplayDate(s.MappedAt)}`,
    );
  y += 3;
  line(recallText.sections.packets, 12, 6);
  if (r.Packets.length === 0) line(recallText.noPackets);
  for (const p of r.Packets)
    line(
      `${p.QRCode}   ${p.ProductCode}   ${p.Qty}   ${packetStatusText[p.Status]}   ${placeOf(p)}   ${recallText.outcomes[p.Outcome]}`,
    );
  if (r.Truncated) line(recallText.truncated(r.Packets.length));
  return pdf;
}

export const downloadRecallPdf = async (r: RecallDetailAnswer) =>
  (await recallPdf(r)).save(fileName(r, "pdf"));

interface CsvRow {
  section: string;
  reference: string;
  product: string;
  range: string;
  qty: number;
  status: string;
  place: string;
  outcome: string;
}

/** The report as CSV: one row per serial range (customer side), then one per packet (store). */
export function recallCsv(r: RecallDetailAnswer): string {
  const rows: CsvRow[] = [
    ...r.Serials.map((s) => ({
      section: "Serials",
      reference: s.RequisitionNo,
      product: s.ProductCode,
      range: serialRangeText(s),
      qty: s.Qty,
      status: `order ${s.OrderNo}`,
      place: formatDisplayDate(s.MappedAt),
      outcome: "",
    })),
    ...r.Packets.map((p) => ({
      section: "Packets",
      reference: p.QRCode,
      product: p.ProductCode,
      range: "",
      qty: p.Qty,
      status: packetStatusText[p.Status],
      place: placeOf(p),
      outcome: recallText.outcomes[p.Outcome],
    })),
  ];
  return csvText<(typeof rows)[number]>(
    [
      { title: "Section", cell: (x) => x.section },
      { title: "Requisition / QR Code", cell: (x) => x.reference },
      { title: "Product", cell: (x) => x.product },
      { title: "Serials", cell: (x) => x.range },
      { title: "Qty", cell: (x) => x.qty },
      { title: "Status", cell: (x) => x.status },
      { title: "Bin / Where", cell: (x) => x.place },
      { title: "Outcome", cell: (x) => x.outcome },
    ],
    rows,
  );
}

export const downloadRecallCsv = (r: RecallDetailAnswer) => downloadCsv(`Recall_${r.RecallId}`, recallCsv(r));
