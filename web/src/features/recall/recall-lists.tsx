import { formatDisplayDate, packetStatusText, recallText as text } from "@wms/domain";
import { Table, Tag, Typography } from "antd";
import { type CustomerReachAnswer, CustomerReachLists } from "../../components/customer-reach";
import type { RecallDetailAnswer, RecallPreviewAnswer } from "./api";
import { placeOf, serialRangeText } from "./recall-report";

type Serial = RecallPreviewAnswer["Serials"][number];
type Requisition = RecallPreviewAnswer["Requisitions"][number];
type Packet = RecallPreviewAnswer["Packets"][number] &
  Partial<Pick<RecallDetailAnswer["Packets"][number], "Outcome">>;

/** The counts as tags: what a recall reaches and does, readable at a glance on a phone. */
export function RecallCounts({ counts }: { counts: Array<[string, number]> }) {
  return (
    <div className="recall-counts" style={{ display: "flex", flexWrap: "wrap", gap: 6, margin: "8px 0" }}>
      {counts.map(([label, n]) => (
        <Tag key={label} color={n > 0 ? "blue" : "default"}>
          {label}: <strong>{n}</strong>
        </Tag>
      ))}
    </div>
  );
}

/** The FG serial ranges made from the lot: what the customer side recalls. */
function SerialRangesTable({ serials }: { serials: readonly Serial[] }) {
  return (
    <Table<Serial>
      aria-label={text.sections.serials}
      rowKey={(s) => `${s.RequisitionNo}:${s.FromNo}`}
      size="small"
      dataSource={[...serials]}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: text.noSerials }}
      columns={[
        { title: "Serials", key: "range", render: (_, s) => <strong>{serialRangeText(s)}</strong> },
        { title: "Qty", dataIndex: "Qty" },
        { title: "Product", dataIndex: "ProductCode" },
        { title: "Order", dataIndex: "OrderNo" },
        { title: "Requisition", dataIndex: "RequisitionNo" },
        { title: "Mapped", dataIndex: "MappedAt", render: (at: string) => formatDisplayDate(at) },
      ]}
    />
  );
}

/** The requisitions the lot reaches. */
function RequisitionsTable({ requisitions }: { requisitions: readonly Requisition[] }) {
  return (
    <Table<Requisition>
      aria-label={text.sections.requisitions}
      rowKey="RequisitionNo"
      size="small"
      dataSource={[...requisitions]}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { title: "Requisition", dataIndex: "RequisitionNo" },
        { title: "Product", dataIndex: "ProductCode" },
        { title: "Type", dataIndex: "Type" },
        { title: "Order", dataIndex: "OrderNo" },
        { title: "Qty", dataIndex: "Qty" },
      ]}
    />
  );
}

/** The lot's packets and what was made from them: where each is, its state and (a recall's) what the recall did. */
function RecallPacketsTable({ packets }: { packets: readonly Packet[] }) {
  const withOutcome = packets.some((p) => p.Outcome !== undefined);
  return (
    <Table<Packet>
      aria-label={text.sections.packets}
      rowKey="QRCode"
      size="small"
      dataSource={[...packets]}
      pagination={packets.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: true }}
      locale={{ emptyText: text.noPackets }}
      columns={[
        {
          title: "Packet",
          dataIndex: "QRCode",
          render: (code: string, p) => (
            <>
              <div>{code}</div>
              <Typography.Text type="secondary">{p.ProductCode}</Typography.Text>
            </>
          ),
        },
        { title: "Qty", dataIndex: "Qty" },
        {
          title: "Status",
          dataIndex: "Status",
          render: (s: Packet["Status"], p) =>
            p.HoldReason ? `${packetStatusText[s]} (${p.HoldReason})` : packetStatusText[s],
        },
        { title: "Bin / Where", key: "place", render: (_, p) => placeOf(p) },
        ...(withOutcome
          ? [
              {
                title: "Recall",
                dataIndex: "Outcome",
                render: (o: NonNullable<Packet["Outcome"]>) => text.outcomes[o],
              },
            ]
          : []),
        { title: "Lot", dataIndex: "Lot" },
        { title: "Supplier Lot", dataIndex: "SupplierLot" },
      ]}
    />
  );
}

/**
 * A recall's (or a preview's) lists: the customers to notify with what each received, serial ranges for the
 * customer side, requisitions, packets with bins.
 */
export function RecallLists({
  toNotify,
  serials,
  requisitions,
  packets,
}: {
  toNotify: CustomerReachAnswer;
  serials: readonly Serial[];
  requisitions: readonly Requisition[];
  packets: readonly Packet[];
}) {
  return (
    <>
      <CustomerReachLists reach={toNotify} />
      <Typography.Title level={5}>{text.sections.serials}</Typography.Title>
      <SerialRangesTable serials={serials} />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {text.sections.requisitions}
      </Typography.Title>
      <RequisitionsTable requisitions={requisitions} />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {text.sections.packets}
      </Typography.Title>
      <RecallPacketsTable packets={packets} />
    </>
  );
}
