import { stockHoldText as t } from "@wms/domain";
import { Suspense, useState } from "react";
import { LightButton, LightCard } from "../../components/light-blocks";
import { LightSegmented } from "../../components/light-segmented";
import { ScanInput } from "../../components/scan-input";
import { lazyThemed } from "../../platform/lazy-themed";
import { usePagePermission } from "../../platform/permissions";
import type { HoldAction } from "./hold-api";
import { HoldScannedPackets } from "./hold-scanned-packets";
import { useHoldScans } from "./use-hold-scans";
import "./hold-and-scrap.css";

// What the first scan does not need stays Ant Design, loaded when first shown: the lists, the lot and write-off
// views, the action's form and a packet's history.
const HeldPacketsGrid = lazyThemed(() => import("./held-packets-grid").then((m) => m.HeldPacketsGrid));
const HoldActionDialog = lazyThemed(() => import("./hold-and-scrap-dialog").then((m) => m.HoldActionDialog));
const PacketHistoryDialog = lazyThemed(() =>
  import("../../components/packet-history-dialog").then((m) => m.PacketHistoryDialog),
);
const LotHoldPanel = lazyThemed(() => import("./lot-hold-panel").then((m) => m.LotHoldPanel));
const WriteOffPanel = lazyThemed(() => import("./write-off-panel").then((m) => m.WriteOffPanel));

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
    <LightCard className="hold-and-scrap">
      <LightSegmented<View>
        aria-label="Hold and scrap view"
        value={view}
        options={(Object.keys(t.views) as View[]).map((v) => ({ value: v, label: t.views[v] }))}
        onChange={setView}
      />
      <Suspense fallback={null}>
        {view === "packets" ? <PacketsPanel /> : view === "lot" ? <LotHoldPanel /> : <WriteOffPanel />}
      </Suspense>
    </LightCard>
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
      <div className="hold-actions">
        {actionOrder.map((a) => (
          <LightButton
            key={a}
            danger={a === "scrap"}
            variant={a === "hold" ? "primary" : "default"}
            disabled={!permission[rightOf(a)]}
            loading={packets.saving && packets.action === a}
            onClick={() => packets.open(a)}
          >
            {t.actionLabels[a]}
          </LightButton>
        ))}
        <LightButton disabled={packets.scanned.length === 0} onClick={packets.clear}>
          Clear
        </LightButton>
      </div>
      {packets.refused ? (
        <p className="hold-refused" role="alert">
          {packets.refused.message}
        </p>
      ) : null}
      <HoldScannedPackets
        scanned={packets.scanned}
        refusedCode={packets.refused?.QRCode ?? null}
        onHistory={setHistoryOf}
        onRemove={packets.remove}
      />
      <Suspense fallback={null}>
        <HeldPacketsGrid ticked={packets.ticked} onTick={packets.setTicked} onHistory={setHistoryOf} />
        {packets.action !== null ? (
          <HoldActionDialog
            action={packets.action}
            count={packets.chosen.length}
            saving={packets.saving}
            onSubmit={(values) => void packets.submit(values)}
            onCancel={packets.cancel}
          />
        ) : null}
        {historyOf !== null ? (
          <PacketHistoryDialog qrCode={historyOf} onClose={() => setHistoryOf(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
