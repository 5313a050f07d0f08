import { deliveryText, isPartiallyReceived, inboundMessages as m, inboundText as text } from "@wms/domain";
import { Button, Input, InputNumber, Select, Space, Table, Tag } from "antd";
import { type MrnRow, useCartons } from "./api";
import type { QualityCheckRows, SupplierLot } from "./quality-check-rows";

/** A line takes a further delivery only while it is its product's newest line (a line is continued once). */
const newestOfProduct = (rows: MrnRow[], row: MrnRow) =>
  !rows.some((r) => r.ProductCode === row.ProductCode && r.MrnLineId > row.MrnLineId);

/** Fully or partially received; a partial line may take a further delivery. */
function ReceiveStatus({ row, onAddDelivery }: { row: MrnRow; onAddDelivery?: (row: MrnRow) => void }) {
  if (!isPartiallyReceived(row.ReceivedQty, row.RequestedQty))
    return <Tag color="green">{text.fullReceived}</Tag>;
  return (
    <Space size={4}>
      <Tag color="orange">{text.partiallyReceived}</Tag>
      {onAddDelivery ? (
        <Button
          size="small"
          aria-label={`${deliveryText.add} ${row.ProductCode}`}
          onClick={() => onAddDelivery(row)}
        >
          {deliveryText.add}
        </Button>
      ) : null}
    </Space>
  );
}

/** A line's supplier lot: typed, or a scanned supplier label read on Enter; its expiry shown when the label had one. */
function SupplierLotInput({
  row,
  lot,
  onChange,
  onEnter,
}: {
  row: MrnRow;
  lot: SupplierLot;
  onChange(lot: SupplierLot): void;
  onEnter(scanned: string): void;
}) {
  return (
    <Space direction="vertical" size={0}>
      <Input
        aria-label={`Supplier Lot ${row.ProductCode}`}
        placeholder="Scan supplier label"
        value={lot.SupplierLot}
        disabled={row.IsApprove}
        onChange={(e) => onChange({ ...lot, SupplierLot: e.target.value })}
        onPressEnter={(e) => onEnter(e.currentTarget.value)}
      />
      {lot.SupplierExpiry ? <span>Expiry {lot.SupplierExpiry}</span> : null}
    </Space>
  );
}

/** The carton a line's packets go in, from the carton master. */
function CartonSelect({ row, onChange }: { row: MrnRow; onChange(cartonId: number | null): void }) {
  const cartons = useCartons();
  return (
    <Select
      aria-label={`Carton ${row.ProductCode}`}
      style={{ minWidth: 140 }}
      value={row.CartonId ?? undefined}
      disabled={row.IsApprove}
      allowClear
      options={(cartons.data ?? []).map((c) => ({ value: c.CartonId, label: c.CartonName }))}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

interface Props {
  lines: QualityCheckRows;
  canSubmit: boolean;
  onAddDelivery(row: MrnRow): void;
  onSubmit(): void;
}

/** The MRN's lines to check: approved qty, remark, pieces per packet, supplier lot and carton; Enter submits. */
export function QualityCheckLines({ lines, canSubmit, onAddDelivery, onSubmit }: Props) {
  const { rows, edit, lotOf, setLot, readLabel } = lines;
  const addable = (r: MrnRow) => canSubmit && newestOfProduct(rows, r);
  return (
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
          render: (_, r) => <ReceiveStatus row={r} onAddDelivery={addable(r) ? onAddDelivery : undefined} />,
        },
        {
          title: "Approved Qty",
          render: (_, r) => (
            <InputNumber
              aria-label={`Approved Qty ${r.ProductCode}`}
              value={r.ApprovedQty}
              disabled={r.IsApprove}
              onChange={(v) => edit(r.MrnLineId, { ApprovedQty: Number(v ?? 0) })}
              onPressEnter={onSubmit}
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
              onPressEnter={onSubmit}
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
              onPressEnter={onSubmit}
            />
          ),
        },
        { title: "Total Slip", dataIndex: "TotalSlip" },
        {
          title: "Supplier Lot",
          render: (_, r) => (
            <SupplierLotInput
              row={r}
              lot={lotOf(r.MrnLineId)}
              onChange={(lot) => setLot(r.MrnLineId, lot)}
              onEnter={(scanned) => readLabel(r, scanned)}
            />
          ),
        },
        {
          title: "Carton Name",
          render: (_, r) => <CartonSelect row={r} onChange={(CartonId) => edit(r.MrnLineId, { CartonId })} />,
        },
      ]}
    />
  );
}
