import {
  formatDisplayDate,
  type HeldStatus,
  heldStatuses,
  stockHoldMessages as m,
  packetStatusText,
  sameQrCode,
  stockHoldText as t,
} from "@wms/domain";
import { Button, Card, Segmented, Space, Table, Typography } from "antd";
import { useRef, useState } from "react";
import { DataGrid } from "../../components/data-grid";
import {
  isLivePacket,
  PacketHistoryDialog,
  PacketLink,
  PacketStatusTag,
  reprintSlip,
} from "../../components/packet-history-dialog";
import { ScanInput } from "../../components/scan-input";
import { useServerPage } from "../../components/use-server-page";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { HoldActionDialog, type HoldActionValues } from "./hold-and-scrap-dialog";
import {
  fetchScannedPacket,
  type HeldPacket,
  type HoldAction,
  type ScannedPacket,
  useHeldPackets,
  useHoldAction,
} from "./hold-api";
import { LotHoldPanel } from "./lot-hold-panel";
import { WriteOffPanel } from "./write-off-panel";

const actionOrder: HoldAction[] = ["hold", "release", "scrap", "accept", "return"];
/** Hold is the Add right of the page; release, scrap and the dispositions its Edit right. */
const rightOf = (action: HoldAction) => (action === "hold" ? "IsAdd" : "IsEdit");
const allStates = "All";
type StateFilter = HeldStatus | typeof allStates;

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
 * scrap them, or accept or return quality-check rejects, each confirmed; a scanned packet's slip prints again.
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
  const [state, setState] = useState<StateFilter>(allStates);
  // No sort column: newest first (by packet).
  const list = useServerPage({ SortColumn: "", paging: "client" });
  const held = useHeldPackets({ ...list.query, Status: state === allStates ? null : state });
  const rows = held.data ?? [];
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
      {scanned.length > 0 ? (
        <section aria-label="Scanned packets">
          <Table<ScannedPacket>
            rowKey="QRCode"
            size="small"
            pagination={false}
            scroll={{ x: "max-content" }}
            dataSource={scanned}
            onRow={(p) => ({ style: p.QRCode === refused?.QRCode ? { background: "#fff1f0" } : undefined })}
            columns={[
              {
                title: "QR Code",
                dataIndex: "QRCode",
                render: (code: string) => <PacketLink qrCode={code} onOpen={setHistoryOf} />,
              },
              { title: "Product", dataIndex: "ProductCode" },
              { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
              {
                title: "Status",
                dataIndex: "Status",
                render: (_, p) => <PacketStatusTag status={p.Status} holdReason={p.HoldReason} />,
              },
              { title: "Bin", dataIndex: "ColAddress", render: (v: string | null) => v ?? "-" },
              {
                title: "",
                key: "actions",
                render: (_, p) => (
                  <Space size={4}>
                    {isLivePacket(p.Status) ? (
                      <Button size="small" onClick={() => void reprintSlip(p)}>
                        Print slip
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      aria-label={`Remove ${p.QRCode}`}
                      onClick={() => setScanned((current) => current.filter((s) => s.QRCode !== p.QRCode))}
                    >
                      Remove
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </section>
      ) : null}

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Held and rejected packets
      </Typography.Title>
      <DataGrid<HeldPacket>
        rowKey="QRCode"
        loading={held.isFetching}
        dataSource={rows}
        server={{ grid: list, total: rows[0]?.TotalRows ?? 0 }}
        scroll={{ x: "max-content" }}
        toolbar={
          <Segmented<StateFilter>
            aria-label="State"
            value={state}
            options={[
              { value: allStates, label: "All" },
              ...heldStatuses.map((s) => ({ value: s, label: packetStatusText[s] })),
            ]}
            onChange={(value) => {
              setState(value);
              setTicked([]);
              list.filter({});
            }}
          />
        }
        rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as string[]) }}
        columns={[
          {
            title: "QR Code",
            dataIndex: "QRCode",
            sorter: true,
            render: (code: string) => <PacketLink qrCode={code} onOpen={setHistoryOf} />,
          },
          { title: "Product", dataIndex: "ProductCode", sorter: true },
          { title: "Qty", dataIndex: "Qty", sorter: true, render: (v: number) => v.toFixed(3) },
          {
            title: "Status",
            dataIndex: "Status",
            sorter: true,
            render: (_, p) => <PacketStatusTag status={p.Status} holdReason={p.HoldReason} />,
          },
          { title: "Remark", dataIndex: "HoldRemark" },
          { title: "Bin", dataIndex: "ColAddress", sorter: true, render: (v: string | null) => v ?? "-" },
          {
            title: "Lot",
            dataIndex: "MRNID",
            sorter: true,
            render: (_, p) =>
              p.MRNID !== null ? `MRN ${p.MRNID} (${p.SupplierCode})` : (p.RequisitionNo ?? "-"),
          },
          {
            title: "Since",
            dataIndex: "Since",
            render: (v: string | null, p) =>
              [formatDisplayDate(v), p.SinceBy].filter(Boolean).join(" · ") || "-",
          },
          {
            title: "",
            key: "history",
            render: (_, p) => (
              <Button size="small" aria-label={`History ${p.QRCode}`} onClick={() => setHistoryOf(p.QRCode)}>
                History
              </Button>
            ),
          },
        ]}
      />
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
