import { formatDisplayDate, inboundMessages as m, shellText } from "@wms/domain";
import { LightButton, LightTag } from "../../components/light-blocks";
import { LinesTable } from "../../components/lines-table";
import type { MrnRow } from "./api";
import { type ScannedPacket, toVerify } from "./put-away-lot";

/** The MRN's lines, when the put-away started from an MRN. */
export function MrnLines({ rows }: { rows: MrnRow[] }) {
  return (
    <LinesTable<MrnRow>
      style={{ marginTop: 16 }}
      rowKey="MrnLineId"
      dataSource={rows}
      emptyText={m.noData}
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
    <LinesTable<ScannedPacket>
      style={{ marginTop: 16 }}
      rowKey="QRCode"
      dataSource={scanned}
      emptyText={m.noData}
      columns={[
        { title: "Packet No", dataIndex: "QRCode" },
        {
          title: "Product Code",
          dataIndex: "ProductCode",
          render: (code: string | undefined, row: ScannedPacket) =>
            toVerify(row) ? <LightTag color="orange">{shellText.toVerify}</LightTag> : code,
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
                render: () => <LightButton onClick={onCreateOrder}>Create Order</LightButton>,
              },
            ]
          : []),
      ]}
    />
  );
}
