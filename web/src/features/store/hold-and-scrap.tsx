import { stockHoldMessages as m, sameQrCode, stockHoldText as t } from "@wms/domain";
import { Button, Card, Segmented, Space, Typography } from "antd";
import { useRef, useState } from "react";
import { PacketHistoryDialog } from "../../components/packet-history-dialog";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { HeldPacketsGrid } from "./held-packets-grid";
import { HoldActionDialog, type HoldActionValues } from "./hold-and-scrap-dialog";
import { fetchScannedPacket, type HoldAction, type ScannedPacket, useHoldAction } from "./hold-api";
import { HoldScannedPackets } from "./hold-scanned-packets";
import { LotHoldPanel } from "./lot-hold-panel";
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
  const [scanned, setScanned] = useState<ScannedPacket[]>([]);
  // scanned packets an action was done to: listed with their new state, no longer a draft
  const [actedOn, setActedOn] = useState<string[]>([]);
  const [ticked, setTicked] = useState<string[]>([]);
  const [action, setAction] = useState<HoldAction | null>(null);
  const [refused, setRefused] = useState<{ QRCode: string | null; message: string } | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const save = useHoldAction();
  // The scan box answers one scan at a time; each reads the list the previous one left.
  const latest = useRef(scanned);
  latest.current = scanned;

  const chosen = [...new Set([...scanned.map((p) => p.QRCode), ...ticked])];

  const scan = async (code: string) => {
    if (!code) return showToast("warning", m.scanPackets);
    if (latest.current.some((p) => sameQrCode(p.QRCode, code))) return showToast("warning", t.alreadyScanned);
    const answer = await fetchScannedPacket(code);
    if (answer.ResponseCode !== "200") return;
    setRefused(null);
    setScanned([...latest.current, answer.ResponseData.Packet]);
  };

  const open = (next: HoldAction) => {
    if (chosen.length === 0) return showToast("warning", t.nothingSelected);
    setAction(next);
  };

  const submit = async ({ Reason, Remark }: HoldActionValues) => {
    if (!action) return;
    const QRCodes = chosen;
    const answer = await save.mutateAsync(
      action === "hold" || action === "scrap"
        ? { action, body: { QRCodes, Reason: Reason!, Remark } }
        : { action, body: { QRCodes, Remark } },
    );
    setAction(null);
    if (answer.ResponseCode === "200") {
      const now = new Map(answer.ResponseData.Packets.map((p) => [p.QRCode, p]));
      setScanned((current) => current.map((p) => ({ ...p, ...now.get(p.QRCode) })));
      setActedOn((current) => [...current, ...now.keys()]);
      setTicked([]);
      setRefused(null);
    } else {
      setRefused({ QRCode: answer.ResponseData?.QRCode ?? null, message: answer.ResponseMessage });
    }
  };

  return (
    <section aria-label={t.views.packets}>
      <ScanInput
        placeholder={t.scanLabel}
        aria-label={t.scanLabel}
        onScan={scan}
        draft={{
          screen: "hold-and-scrap",
          taken: scanned.map((p) => p.QRCode).filter((code) => !actedOn.includes(code)),
        }}
      />
      <Space wrap style={{ margin: "8px 0" }}>
        {actionOrder.map((a) => (
          <Button
            key={a}
            danger={a === "scrap"}
            type={a === "hold" ? "primary" : "default"}
            disabled={!permission[rightOf(a)]}
            loading={save.isPending && action === a}
            onClick={() => open(a)}
          >
            {t.actionLabels[a]}
          </Button>
        ))}
        <Button
          disabled={scanned.length === 0}
          onClick={() => {
            setScanned([]);
            setRefused(null);
          }}
        >
          Clear
        </Button>
      </Space>
      {refused ? (
        <Typography.Paragraph type="danger" role="alert">
          {refused.message}
        </Typography.Paragraph>
      ) : null}
      <HoldScannedPackets
        scanned={scanned}
        refusedCode={refused?.QRCode ?? null}
        onHistory={setHistoryOf}
        onRemove={(code) => setScanned((current) => current.filter((s) => s.QRCode !== code))}
      />
      <HeldPacketsGrid ticked={ticked} onTick={setTicked} onHistory={setHistoryOf} />
      <HoldActionDialog
        action={action}
        count={chosen.length}
        saving={save.isPending}
        onSubmit={(values) => void submit(values)}
        onCancel={() => setAction(null)}
      />
      <PacketHistoryDialog qrCode={historyOf} onClose={() => setHistoryOf(null)} />
    </section>
  );
}
