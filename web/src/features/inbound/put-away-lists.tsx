import { formatDisplayDate, inboundMessages as m, shellText } from "@wms/domain";
import { Button, Table, Tag } from "antd";
import type { MrnRow } from "./api";
import { type ScannedPacket, toVerify } from "./put-away-lot";

/** The MRN's lines, when the put-away started from an MRN. */
export function MrnLines({ rows }: { rows: MrnRow[] }) {
  return (
    <Table<MrnRow>
      style={{ marginTop: 16 }}
      rowKey="MrnLineId"
      size="small"
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: m.noData }}
      columns={[
        { title: "MRN Id", dataIndex: "MRNID" },
        { title: "MRN Date", dataIndex: "MRNDate", render: (d: string) => formatDisplayDate(d) },
        { title: "Product Name", dataIndex: "ProductName" },
        { title: "Product Category", dataIndex: "ProductCategory" },
        { title: "Supplier Code", dataIndex: "SupplierCode" },
        { title: "Approved Qty", dataIndex: "ApprovedQty" },
      ]}
    />
  );
}

/** The packets scanned to put away; Create Order (for a role that may edit) goes to Raise Requisition. */
export function PutAwayScannedPackets({
  scanned,
  onCreateOrder,
}: {
  scanned: ScannedPacket[];
  onCreateOrder?: () => void;
}) {
  return (
    <Table<ScannedPacket>
      style={{ marginTop: 16 }}
      rowKey="QRCode"
      size="small"
      dataSource={scanned}
      pagination={false}
      locale={{ emptyText: m.noData }}
      columns={[
        { title: "Packet No", dataIndex: "QRCode" },
        {
          title: "Product Code",
          dataIndex: "ProductCode",
          render: (code: string | undefined, row) =>
            toVerify(row) ? <Tag color="orange">{shellText.toVerify}</Tag> : code,
        },
        { title: "Product Category", dataIndex: "ProductCategory" },
        { title: "Supplier Code", dataIndex: "SupplierCode" },
        { title: "Qty", dataIndex: "Qty" },
        { title: "UOM", dataIndex: "UOM" },
        ...(onCreateOrder
          ? [
              {
                title: "Action",
                key: "action",
                render: () => <Button onClick={onCreateOrder}>Create Order</Button>,
              },
            ]
          : []),
      ]}
    />
  );
}
