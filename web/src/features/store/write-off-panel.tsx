import {
  formatDisplayDate,
  stockHoldMessages as m,
  sameQrCode,
  stockHoldText as t,
  type WriteOffStatus,
  writeOffStatuses,
} from "@wms/domain";
import { Alert, Button, Input, Modal, Segmented, Space, Tag, Typography } from "antd";
import { useRef, useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { ScanInput } from "../../components/scan-input";
import { useServerPage } from "../../components/use-server-page";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { useWriteOffAction, useWriteOffs, type WriteOff } from "./hold-api";

const allStatuses = "All";
type StatusFilter = WriteOffStatus | typeof allStatuses;
const statusColour: Record<WriteOffStatus, string> = {
  Pending: "gold",
  Approved: "red",
  Rejected: "default",
};

/**
 * Write-offs of lost packets: scan the packets a count found missing and request their write-off with a reason;
 * someone else approves (the packets are scrapped) or rejects it (they stay lost), each confirmed.
 */
export function WriteOffPanel() {
  const permission = usePagePermission();
  const [codes, setCodes] = useState<string[]>([]);
  const [remark, setRemark] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ id: number; approve: boolean } | null>(null);
  const [status, setStatus] = useState<StatusFilter>("Pending");
  const list = useServerPage({ SortColumn: "", paging: "client" });
  const writeOffs = useWriteOffs({ ...list.query, Status: status === allStatuses ? null : status });
  const rows = writeOffs.data ?? [];
  const action = useWriteOffAction();

  // Scans may land faster than renders: each reads the list the previous one left.
  const latest = useRef(codes);
  latest.current = codes;

  const scan = (code: string) => {
    if (!code) return showToast("warning", m.scanPackets);
    if (latest.current.some((c) => sameQrCode(c, code))) return showToast("warning", t.alreadyScanned);
    latest.current = [...latest.current, code];
    setCodes(latest.current);
  };

  const request = async () => {
    if (codes.length === 0) return setRefusal(t.writeOff.nothingScanned);
    if (!remark.trim()) return setRefusal(m.writeOffRemark);
    const answer = await action.mutateAsync({ request: { QRCodes: codes, Remark: remark } });
    if (answer.ResponseCode === "200") {
      setCodes([]);
      setRemark("");
      setRefusal(null);
    } else setRefusal(answer.ResponseMessage);
  };

  const decide = async () => {
    if (!deciding) return;
    const answer = await action.mutateAsync({
      decision: { WriteOffId: deciding.id, Approve: deciding.approve, Remark: "" },
    });
    setDeciding(null);
    setRefusal(answer.ResponseCode === "200" ? null : answer.ResponseMessage);
  };

  return (
    <section aria-label={t.views.writeOffs}>
      <ScanInput
        placeholder={t.writeOff.scanLabel}
        aria-label={t.writeOff.scanLabel}
        onScan={scan}
        draft={{ screen: "write-off", taken: codes }}
      />
      <Space wrap style={{ margin: "8px 0" }}>
        {codes.map((code) => (
          <Tag key={code} closable onClose={() => setCodes(codes.filter((c) => c !== code))}>
            {code}
          </Tag>
        ))}
      </Space>
      <Space wrap>
        <Input
          aria-label={t.remarkLabel}
          placeholder={t.remarkLabel}
          value={remark}
          maxLength={200}
          onChange={(e) => setRemark(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!permission.IsEdit}
          loading={action.isPending}
          onClick={() => void request()}
        >
          {t.writeOff.request}
        </Button>
      </Space>
      {refusal ? <Alert style={{ marginTop: 8 }} type="error" showIcon role="alert" title={refusal} /> : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t.views.writeOffs}
      </Typography.Title>
      <DataGrid<WriteOff>
        rowKey="WriteOffId"
        loading={writeOffs.isFetching}
        dataSource={rows}
        server={{ grid: list, total: rows[0]?.TotalRows ?? 0 }}
        scroll={{ x: "max-content" }}
        toolbar={
          <Segmented<StatusFilter>
            aria-label="Write-off status"
            value={status}
            options={[allStatuses, ...writeOffStatuses]}
            onChange={(value) => {
              setStatus(value);
              list.filter({});
            }}
          />
        }
        columns={[
          { title: "Write-off", dataIndex: "WriteOffId", render: (id: number) => `WO-${id}` },
          {
            title: "Status",
            dataIndex: "Status",
            render: (s: WriteOffStatus) => <Tag color={statusColour[s]}>{s}</Tag>,
          },
          { title: "Packets", dataIndex: "Packets" },
          { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          { title: "Codes", dataIndex: "QRCodes", render: (c: string[]) => c.join(", ") },
          { title: "Why", dataIndex: "Remark" },
          {
            title: "Requested",
            dataIndex: "RequestedAt",
            render: (v: string, w) => [formatDisplayDate(v), w.RequestedBy].filter(Boolean).join(" · "),
          },
          {
            title: "Decided",
            dataIndex: "DecidedAt",
            render: (v: string | null, w) =>
              [formatDisplayDate(v), w.DecidedBy].filter(Boolean).join(" · ") || "-",
          },
          {
            title: "",
            key: "decide",
            render: (_, w) =>
              w.Status === "Pending" ? (
                <Space size={4}>
                  <Button
                    size="small"
                    danger
                    disabled={!permission.IsEdit}
                    onClick={() => setDeciding({ id: w.WriteOffId, approve: true })}
                  >
                    {t.writeOff.approve}
                  </Button>
                  <Button
                    size="small"
                    disabled={!permission.IsEdit}
                    onClick={() => setDeciding({ id: w.WriteOffId, approve: false })}
                  >
                    {t.writeOff.reject}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <Modal
        open={deciding !== null}
        title={deciding?.approve ? t.writeOff.approve : t.writeOff.reject}
        okText={deciding?.approve ? t.writeOff.approve : t.writeOff.reject}
        okButtonProps={{ danger: deciding?.approve }}
        confirmLoading={action.isPending}
        onOk={() => void decide()}
        onCancel={() => setDeciding(null)}
      >
        {deciding
          ? deciding.approve
            ? t.writeOff.confirmApprove(deciding.id)
            : t.writeOff.confirmReject(deciding.id)
          : null}
      </Modal>
    </section>
  );
}
