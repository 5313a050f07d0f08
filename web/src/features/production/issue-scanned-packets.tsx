import { shellText } from "@wms/domain";
import { LightTag } from "../../components/light-blocks";
import { LinesTable } from "../../components/lines-table";
import { type IssueScan, isChecked } from "./issue-scan";

/** The packets scanned to issue; a handheld shows each packet in one column so Issue Qty and Break Qty stay on screen. */
export function IssueScannedPackets({ scanned, handheld }: { scanned: IssueScan[]; handheld: boolean }) {
  return (
    <LinesTable<IssueScan>
      className="issue-scanned"
      style={{ marginTop: 16 }}
      rowKey="QRCode"
      dataSource={scanned}
      columns={[
        {
          // A handheld's one column for the packet, so Issue Qty and Break Qty stay on its screen.
          title: "Packet",
          key: "packet",
          hidden: !handheld,
          render: (_, row) => (
            <div className="issue-packet">
              <strong>{row.QRCode}</strong>
              {isChecked(row) ? (
                <span>
                  {row.ProductCode} · {row.SupplierCode} · {row.ColAddress} · Qty {row.Qty.toFixed(3)}
                </span>
              ) : (
                <LightTag color="orange">{shellText.toVerify}</LightTag>
              )}
            </div>
          ),
        },
        { title: "QR Code", dataIndex: "QRCode", hidden: handheld },
        {
          title: "Product Code",
          dataIndex: "ProductCode",
          hidden: handheld,
          render: (v: string | undefined, row) =>
            isChecked(row) ? v : <LightTag color="orange">{shellText.toVerify}</LightTag>,
        },
        { title: "Supplier Code", dataIndex: "SupplierCode", hidden: handheld },
        { title: "Bin Location", dataIndex: "ColAddress", hidden: handheld },
        {
          title: "Qty",
          dataIndex: "Qty",
          hidden: handheld,
          render: (v: number | undefined) => v?.toFixed(3),
        },
        { title: "Issue Qty", dataIndex: "Quantity", render: (v: number | undefined) => v?.toFixed(3) },
        {
          title: "Break Qty",
          dataIndex: "BreakQuantity",
          render: (v: number | undefined, row) => (isChecked(row) && row.IsBreak ? v?.toFixed(3) : ""),
        },
      ]}
    />
  );
}
