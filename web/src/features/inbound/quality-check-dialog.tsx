import { useQueryClient } from "@tanstack/react-query";
import {
  isPartiallyReceived,
  inboundMessages as m,
  type QualityCheckRow,
  qualityCheckRowProblem,
  rejectedQty,
  inboundText as text,
  totalSlip,
} from "@wms/domain";
import { Button, Input, InputNumber, Modal, Select, Table, Tag } from "antd";
import { useEffect, useState } from "react";
import { showToast } from "../../app/toast";
import { fetchMrnRows, type MrnRow, submitQualityCheck, useCartons } from "./api";

interface Props {
  mrnId: number | null;
  canSubmit: boolean;
  onClose(): void;
}

/** The Quality Check dialog of one MRN: approved qty, remark, pieces per packet and carton per row. */
export function QualityCheckDialog({ mrnId, canSubmit, onClose }: Props) {
  const [rows, setRows] = useState<MrnRow[]>([]);
  const [saving, setSaving] = useState(false);
  const cartons = useCartons();
  const queryClient = useQueryClient();

  useEffect(() => {
    setRows([]);
    if (!mrnId) return;
    fetchMrnRows(mrnId).then((a) => setRows(a.ResponseCode === "200" ? a.ResponseData : []));
  }, [mrnId]);

  const edit = (id: number, change: Partial<MrnRow>) =>
    setRows((current) =>
      current.map((r) => {
        if (r.MrnLineId !== id) return r;
        const next = { ...r, ...change };
        return {
          ...next,
          RejectedQty: rejectedQty(next.ReceivedQty, next.ApprovedQty),
          TotalSlip: totalSlip(next.ApprovedQty, next.PiecesPerPacket ?? 0),
        };
      }),
    );

  const approved = rows.some((r) => r.IsApprove);

  const submit = async () => {
    if (rows.length === 0) return showToast("warning", m.noData);
    for (const r of rows) {
      const problem = qualityCheckRowProblem(r);
      if (problem) return showToast("warning", problem);
    }
    const body: QualityCheckRow[] = rows.map((r, i) => ({
      MRNID: i === 0 ? r.MRNID : undefined,
      MrnLineId: r.MrnLineId,
      ApprovedQty: r.ApprovedQty,
      RejectedRemark: r.RejectedRemark,
      PiecesPerPacket: r.PiecesPerPacket,
      CartonId: r.CartonId,
    }));
    setSaving(true);
    try {
      const answer = await submitQualityCheck(body);
      if (answer.ResponseCode === "200") {
        await queryClient.invalidateQueries({ queryKey: ["inbound"] });
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Quality Check"
      open={mrnId !== null}
      onCancel={onClose}
      width="90vw"
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="submit"
          type="primary"
          onClick={submit}
          disabled={approved || !canSubmit}
          loading={saving}
        >
          Submit
        </Button>,
      ]}
    >
      <Table<MrnRow>
        rowKey="MrnLineId"
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "Product Name", render: (_, r) => `${r.ProductCode} - ${r.ProductName}` },
          { title: "Quantity", dataIndex: "ReceivedQty" },
          { title: "UOM", dataIndex: "UOM" },
          {
            title: "Receive Status",
            render: (_, r) =>
              isPartiallyReceived(r.ReceivedQty, r.RequestedQty) ? (
                <Tag color="orange">{text.partiallyReceived}</Tag>
              ) : (
                <Tag color="green">{text.fullReceived}</Tag>
              ),
          },
          {
            title: "Approved Qty",
            render: (_, r) => (
              <InputNumber
                aria-label={`Approved Qty ${r.ProductCode}`}
                min={0}
                max={r.ReceivedQty}
                precision={3}
                value={r.ApprovedQty}
                disabled={r.IsApprove}
                onChange={(v) => edit(r.MrnLineId, { ApprovedQty: Number(v ?? 0) })}
                onPressEnter={() => void submit()}
              />
            ),
          },
          { title: "Rejected Qty", dataIndex: "RejectedQty" },
          {
            title: "Rejected Remark",
            render: (_, r) => (
              <Input
                aria-label={`Rejected Remark ${r.ProductCode}`}
                value={r.RejectedRemark}
                disabled={r.IsApprove}
                maxLength={500}
                onChange={(e) => edit(r.MrnLineId, { RejectedRemark: e.target.value })}
                onPressEnter={() => void submit()}
              />
            ),
          },
          {
            title: "Pieces per packet",
            render: (_, r) => (
              <InputNumber
                aria-label={`Pieces per packet ${r.ProductCode}`}
                min={0}
                precision={3}
                value={r.PiecesPerPacket}
                disabled={r.IsApprove}
                onChange={(v) => edit(r.MrnLineId, { PiecesPerPacket: v === null ? null : Number(v) })}
                onPressEnter={() => void submit()}
              />
            ),
          },
          { title: "Total Slip", dataIndex: "TotalSlip" },
          {
            title: "Carton Name",
            render: (_, r) => (
              <Select
                aria-label={`Carton ${r.ProductCode}`}
                style={{ minWidth: 140 }}
                value={r.CartonId ?? undefined}
                disabled={r.IsApprove}
                allowClear
                options={(cartons.data ?? []).map((c) => ({ value: c.CartonId, label: c.CartonName }))}
                onChange={(v) => edit(r.MrnLineId, { CartonId: v ?? null })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
