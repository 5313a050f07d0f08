import { useQueryClient } from "@tanstack/react-query";
import {
  deliveryText,
  isPartiallyReceived,
  inboundMessages as m,
  type QualityCheckRow,
  qualityCheckRowProblem,
  rejectedQty,
  inboundText as text,
  totalSlip,
} from "@wms/domain";
import { Button, Descriptions, Input, InputNumber, Modal, Select, Space, Table, Tag } from "antd";
import { useCallback, useEffect, useState } from "react";
import { showToast } from "../../platform/toast";
import { fetchMrnRows, type MrnRow, refreshAfterQualityCheck, submitQualityCheck, useCartons } from "./api";
import { AddDeliveryDialog } from "./quality-check-add-delivery";

/** A line takes a further delivery only while it is its product's newest line (a line is continued once). */
const newestOfProduct = (rows: MrnRow[], row: MrnRow) =>
  !rows.some((r) => r.ProductCode === row.ProductCode && r.MrnLineId > row.MrnLineId);

interface Props {
  mrnId: number | null;
  canSubmit: boolean;
  onClose(): void;
}

/** The Quality Check dialog of one MRN: approved qty, remark, pieces per packet and carton per row. */
export function QualityCheckDialog({ mrnId, canSubmit, onClose }: Props) {
  const [rows, setRows] = useState<MrnRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState<MrnRow | null>(null);
  const cartons = useCartons();
  const queryClient = useQueryClient();

  const load = useCallback(async (id: number) => {
    const answer = await fetchMrnRows(id);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
  }, []);

  useEffect(() => {
    setRows([]);
    if (mrnId) void load(mrnId);
  }, [mrnId, load]);

  const added = async () => {
    setAdding(null);
    await refreshAfterQualityCheck(queryClient);
    if (mrnId) await load(mrnId);
  };

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

  /** Lines still to check; approved lines (earlier deliveries) stay as they were. */
  const pending = rows.filter((r) => !r.IsApprove);

  const submit = async () => {
    if (pending.length === 0) return showToast("warning", m.noData);
    for (const r of pending) {
      const problem = qualityCheckRowProblem(r);
      if (problem) return showToast("warning", problem);
    }
    const body: QualityCheckRow[] = pending.map((r, i) => ({
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
        await refreshAfterQualityCheck(queryClient);
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
          disabled={(rows.length > 0 && pending.length === 0) || !canSubmit}
          loading={saving}
        >
          Submit
        </Button>,
      ]}
    >
      {rows[0] && (
        <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="MRN Id">{rows[0].MRNID}</Descriptions.Item>
          <Descriptions.Item label="Supplier Code">{rows[0].SupplierCode}</Descriptions.Item>
          <Descriptions.Item label="PO Number">{rows[0].PONumber}</Descriptions.Item>
        </Descriptions>
      )}
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
                <Space size={4}>
                  <Tag color="orange">{text.partiallyReceived}</Tag>
                  {canSubmit && newestOfProduct(rows, r) ? (
                    <Button
                      size="small"
                      aria-label={`${deliveryText.add} ${r.ProductCode}`}
                      onClick={() => setAdding(r)}
                    >
                      {deliveryText.add}
                    </Button>
                  ) : null}
                </Space>
              ) : (
                <Tag color="green">{text.fullReceived}</Tag>
              ),
          },
          {
            title: "Approved Qty",
            render: (_, r) => (
              <InputNumber
                aria-label={`Approved Qty ${r.ProductCode}`}
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
      <AddDeliveryDialog line={adding} onClose={() => setAdding(null)} onAdded={added} />
    </Modal>
  );
}
