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
import { gs1Messages, looksLikeSupplierLabel, readSupplierLabel } from "@wms/domain/gs1";
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

/** What a line's supplier label gave (or the lot typed by hand). */
interface SupplierLot {
  SupplierLot: string;
  SupplierExpiry: string | null;
}

/** The Quality Check dialog of one MRN: approved qty, remark, pieces per packet, carton and supplier lot per row. */
export function QualityCheckDialog({ mrnId, canSubmit, onClose }: Props) {
  const [rows, setRows] = useState<MrnRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState<MrnRow | null>(null);
  const [lots, setLots] = useState<Record<number, SupplierLot>>({});
  const cartons = useCartons();
  const queryClient = useQueryClient();

  const load = useCallback(async (id: number) => {
    const answer = await fetchMrnRows(id);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
  }, []);

  useEffect(() => {
    setRows([]);
    setLots({});
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

  const lotOf = (id: number): SupplierLot => lots[id] ?? { SupplierLot: "", SupplierExpiry: null };
  const setLot = (id: number, lot: SupplierLot) => setLots((current) => ({ ...current, [id]: lot }));

  /**
   * Enter in a line's Supplier Lot: a scanned GS1 or MH10.8.2 label fills the lot, expiry and pieces per packet
   * (where it has them); a label that does not check out is refused with why. Any other text is the lot as typed.
   */
  const readLabel = (row: MrnRow, scanned: string) => {
    if (!looksLikeSupplierLabel(scanned)) return;
    const label = readSupplierLabel(scanned);
    if (!label.ok) return showToast("warning", label.problem);
    setLot(row.MrnLineId, { SupplierLot: label.Lot ?? "", SupplierExpiry: label.Expiry });
    if (label.Qty !== null) edit(row.MrnLineId, { PiecesPerPacket: label.Qty });
    showToast("success", gs1Messages.labelRead(label));
  };

  /** Lines still to check; approved lines (earlier deliveries) stay as they were. */
  const pending = rows.filter((r) => !r.IsApprove);

  const submit = async () => {
    if (pending.length === 0) return showToast("warning", m.noData);
    for (const r of pending) {
      const problem = qualityCheckRowProblem(r);
      if (problem) return showToast("warning", problem);
      // a label left unread (it did not check out) is no lot
      const lot = lotOf(r.MrnLineId).SupplierLot;
      if (looksLikeSupplierLabel(lot)) {
        const label = readSupplierLabel(lot);
        return showToast("warning", label.ok ? gs1Messages.pressEnter : label.problem);
      }
    }
    const body: QualityCheckRow[] = pending.map((r, i) => ({
      MRNID: i === 0 ? r.MRNID : undefined,
      MrnLineId: r.MrnLineId,
      ApprovedQty: r.ApprovedQty,
      RejectedRemark: r.RejectedRemark,
      PiecesPerPacket: r.PiecesPerPacket,
      CartonId: r.CartonId,
      SupplierLot: lotOf(r.MrnLineId).SupplierLot.trim() || null,
      SupplierExpiry: lotOf(r.MrnLineId).SupplierExpiry,
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
            title: "Supplier Lot",
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Input
                  aria-label={`Supplier Lot ${r.ProductCode}`}
                  placeholder="Scan supplier label"
                  value={lotOf(r.MrnLineId).SupplierLot}
                  disabled={r.IsApprove}
                  onChange={(e) =>
                    setLot(r.MrnLineId, { ...lotOf(r.MrnLineId), SupplierLot: e.target.value })
                  }
                  onPressEnter={(e) => readLabel(r, e.currentTarget.value)}
                />
                {lotOf(r.MrnLineId).SupplierExpiry ? (
                  <span>Expiry {lotOf(r.MrnLineId).SupplierExpiry}</span>
                ) : null}
              </Space>
            ),
          },
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
