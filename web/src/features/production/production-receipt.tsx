import {
  type MadePacket,
  stockMessages as m,
  productionReceiptProblem,
  type RequisitionToReceive,
  receiptPacketCount,
} from "@wms/domain";
import { Suspense, useState } from "react";
import { LightButton, LightCard } from "../../components/light-blocks";
import { LightDescriptions } from "../../components/light-descriptions";
import { LightNumberInput } from "../../components/light-number-input";
import { LinesTable } from "../../components/lines-table";
import { focusScanBox, ScanInput } from "../../components/scan-input";
import { submitsOnEnter } from "../../components/submits-on-enter";
import { lazyThemed } from "../../platform/lazy-themed";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { createProductionReceipt, fetchRequisitionToReceive } from "./production-receipt-api";
import "./production-receipt.css";

// the print controls (printer choice, reprint reason) load with new packets, not with the screen
const PacketLabelsPrint = lazyThemed(() =>
  import("../../components/packet-labels-print").then((m) => m.default),
);

const qtyText = (v: number) => v.toFixed(3);

/** A figure as typed: an empty box is none; anything else as a number (NaN when not one, which the rules refuse). */
const typed = (text: string) => (text.trim() === "" ? null : Number(text));

// a slip's PDF (and its libraries) loads when printed, not with the screen
const printSlip = async (packet: MadePacket) =>
  (await import("../../components/slip-pdf")).printPacketSlips([packet]);

/** The requisition scanned and the receipt being entered: its qty, pieces per packet, the packets it made. */
function useProductionReceipt() {
  const [requisition, setRequisition] = useState<RequisitionToReceive | null>(null);
  const [qty, setQty] = useState("");
  const [pieces, setPieces] = useState("");
  const [made, setMade] = useState<MadePacket[]>([]);
  const [busy, setBusy] = useState(false);

  const load = async (requisitionNo: string) => {
    const answer = await fetchRequisitionToReceive(requisitionNo);
    const found = answer.ResponseCode === "200" ? answer.ResponseData : null;
    setRequisition(found);
    return found;
  };

  const scanRequisition = async (requisitionNo: string) => {
    if (!requisitionNo) return showToast("warning", m.enterRequisitionNo);
    setMade([]);
    setQty("");
    await load(requisitionNo);
  };

  const receive = async () => {
    if (busy) return;
    const problem = productionReceiptProblem(requisition, typed(qty), typed(pieces));
    if (problem || !requisition) return showToast("warning", problem ?? m.enterRequisitionNo);
    setBusy(true);
    try {
      const answer = await createProductionReceipt({
        RequisitionNo: requisition.RequisitionNo,
        Qty: typed(qty) ?? 0,
        PiecesPerPacket: typed(pieces) ?? 0,
      });
      if (answer.ResponseCode === "200") {
        setMade(answer.ResponseData);
        setQty("");
        // the next scan is a requisition's, at once (not after the reload below, which a wedge scan would beat
        // into the qty field): never Enter on Print All, which would download the slips again
        focusScanBox();
        await load(requisition.RequisitionNo);
      }
    } finally {
      setBusy(false);
    }
  };

  return { requisition, qty, setQty, pieces, setPieces, made, busy, scanRequisition, receive };
}

/** What the requisition asked for, what was received of it already and what remains. */
function RequisitionSummary({ requisition }: { requisition: RequisitionToReceive }) {
  return (
    <LightDescriptions
      className="receipt-summary"
      items={[
        { label: "Requisition No", children: requisition.RequisitionNo },
        { label: "Order No", children: requisition.OrderNo },
        { label: "Product", children: `${requisition.ProductCode} - ${requisition.ProductName}` },
        { label: "Requisition Qty", children: qtyText(requisition.Qty) },
        { label: "Already Received", children: qtyText(requisition.ReceivedQty) },
        { label: "Remaining", children: qtyText(requisition.RemainingQty) },
      ]}
    />
  );
}

/** The packets the receipt made, each with its slip to print, then Print All (the device's printer or PDF). */
function NewPackets({ made }: { made: MadePacket[] }) {
  return (
    <>
      <h5 className="receipt-new-packets">New Packets</h5>
      <LinesTable<MadePacket>
        rowKey="QRCode"
        dataSource={made}
        emptyText={m.noData}
        columns={[
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "QR Code", dataIndex: "QRCode" },
          { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          {
            title: "Print",
            key: "print",
            render: (_, row: MadePacket) => (
              <LightButton size="small" onClick={() => void printSlip(row)}>
                Print
              </LightButton>
            ),
          },
        ]}
      />
      <div className="receipt-print-all">
        {made.length === 0 ? (
          <LightButton variant="primary" disabled>
            Print All
          </LightButton>
        ) : (
          <Suspense fallback={null}>
            <PacketLabelsPrint packets={made} label="Print All" />
          </Suspense>
        )}
      </div>
    </>
  );
}

/**
 * Production Receipt: a requisition's output enters stock as packets of its product (lot = the
 * requisition), whose slips are printed and which are then put away like any packet. Enter in a figure's box
 * receives.
 */
export default function ProductionReceiptPage() {
  const { IsAdd } = usePagePermission();
  const { requisition, qty, setQty, pieces, setPieces, made, busy, scanRequisition, receive } =
    useProductionReceipt();

  const count = receiptPacketCount(typed(qty) ?? 0, typed(pieces) ?? 0);
  return (
    <LightCard>
      <div className="receipt-scan">
        <ScanInput
          placeholder="Scan Requisition No"
          onScan={scanRequisition}
          draft={{
            screen: "production-receipt",
            taken: requisition ? [requisition.RequisitionNo] : [],
          }}
        />
      </div>

      {requisition ? <RequisitionSummary requisition={requisition} /> : null}

      <fieldset
        className="receipt-figures"
        onKeyDown={(e) => submitsOnEnter(e) && e.target instanceof HTMLInputElement && void receive()}
      >
        <div className="receipt-figure">
          <label htmlFor="receipt-qty">Qty</label>
          <LightNumberInput id="receipt-qty" value={qty} disabled={!requisition} onChange={setQty} />
        </div>
        <div className="receipt-figure">
          <label htmlFor="receipt-pieces">Pieces per packet</label>
          <LightNumberInput id="receipt-pieces" value={pieces} disabled={!requisition} onChange={setPieces} />
        </div>
        <div className="receipt-receive">
          <span className="receipt-count">Packets: {count}</span>
          <LightButton variant="primary" disabled={!IsAdd} loading={busy} onClick={() => void receive()}>
            Receive
          </LightButton>
        </div>
      </fieldset>

      <NewPackets made={made} />
    </LightCard>
  );
}
