import { stockHoldText as t } from "@wms/domain";
import { Button, Card, Segmented, Space, Typography } from "antd";
import { useState } from "react";
import { PacketHistoryDialog } from "../../components/packet-history-dialog";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { HeldPacketsGrid } from "./held-packets-grid";
import { HoldActionDialog } from "./hold-and-scrap-dialog";
import type { HoldAction } from "./hold-api";
import { HoldScannedPackets } from "./hold-scanned-packets";
import { LotHoldPanel } from "./lot-hold-panel";
import { useHoldScans } from "./use-hold-scans";
import { WriteOffPanel } from "./write-off-panel";

const actionOrder: HoldAction[] = ["hold", "release", "scrap", "rework", "accept", "return"];
/** Hold is the Add right of the page; release, scrap, rework and the dispositions its Edit right. */
const rightOf = (action: HoldAction) => (action === "hold" ? "IsAdd" : "IsEdit");

type View = keyof typeof t.views;

/**
 * Hold & Scrap: packets one by one, a whole lot (MRN, produced lot or product) at once, and the write-offs of lost
 * packets that someone else approves.
 */
export default function HoldAndScrapPage() {
  const [view, setView] = useState<View>("packets");
  return (
    <Card>
      <Segmented<View>
        aria-label="Hold and scrap view"
        style={{ marginBottom: 12 }}
        value={view}
        options={(Object.keys(t.views) as View[]).map((v) => ({ value: v, label: t.views[v] }))}
        onChange={setView}
      />
      {view === "packets" ? <PacketsPanel /> : view === "lot" ? <LotHoldPanel /> : <WriteOffPanel />}
    </Card>
  );
}

/**
 * Packets one by one (issue 22): scan packets (or tick rows of the held and rejected list) and hold, release or
 * scrap them, send customer returns back to their job, or accept or return quality-check rejects, each confirmed; a
 * scanned packet's slip prints again.
 */
function PacketsPanel() {
  const permission = usePagePermission();
  const packets = useHoldScans();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  return (
    <section aria-label={t.views.packets}>
      <ScanInput
        placeholder={t.scanLabel}
        aria-label={t.scanLabel}
        onScan={packets.scan}
        draft={{ screen: "hold-and-scrap", taken: packets.draft }}
      />
      <Space wrap style={{ margin: "8px 0" }}>
        {actionOrder.map((a) => (
          <Button
            key={a}
            danger={a === "scrap"}
            type={a === "hold" ? "primary" : "default"}
            disabled={!permission[rightOf(a)]}
            loading={packets.saving && packets.action === a}
            onClick={() => packets.open(a)}
          >
            {t.actionLabels[a]}
          </Button>
        ))}
        <Button disabled={packets.scanned.length === 0} onClick={packets.clear}>
          Clear
        </Button>
      </Space>
      {packets.refused ? (
        <Typography.Paragraph type="danger" role="alert">
          {packets.refused.message}
        </Typography.Paragraph>
      ) : null}
      <HoldScannedPackets
        scanned={packets.scanned}
        refusedCode={packets.refused?.QRCode ?? null}
        onHistory={setHistoryOf}
        onRemove={packets.remove}
      />
      <HeldPacketsGrid ticked={packets.ticked} onTick={packets.setTicked} onHistory={setHistoryOf} />
      <HoldActionDialog
        action={packets.action}
        count={packets.chosen.length}
        saving={packets.saving}
        onSubmit={(values) => void packets.submit(values)}
        onCancel={packets.cancel}
      />
      <PacketHistoryDialog qrCode={historyOf} onClose={() => setHistoryOf(null)} />
    </section>
  );
}
