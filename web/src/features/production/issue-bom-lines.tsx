import { LightLink } from "../../components/light-blocks";
import { LinesTable } from "../../components/lines-table";
import type { BomIssueLine } from "./issue-api";
import { type IssueScan, isChecked } from "./issue-scan";

/** The requisition's BOM lines: met lines green, lines still short amber; a product's name opens its locations. */
export function BomLines({
  lines,
  scanned,
  onProduct,
}: {
  lines: BomIssueLine[];
  scanned: IssueScan[];
  onProduct(code: string): void;
}) {
  const scannedCodes = new Set(scanned.filter(isChecked).map((s) => s.ProductCode.toLowerCase()));
  const lineClass = (line: BomIssueLine) =>
    scannedCodes.has(line.RMCode.toLowerCase()) && line.RemainingQty <= 0
      ? "issue-line-success"
      : line.RemainingQty > 0
        ? "issue-line-warning"
        : "";

  return (
    <LinesTable<BomIssueLine>
      className="issue-bom"
      style={{ marginTop: 16 }}
      rowKey="JobScheduleId"
      dataSource={lines}
      rowClassName={lineClass}
      columns={[
        {
          title: "Product Name",
          dataIndex: "RMCode",
          render: (code: string, line) => (
            <LightLink className="issue-product" onClick={() => onProduct(code)}>
              {line.ProductName} ({code})
            </LightLink>
          ),
        },
        { title: "Bom Qty", dataIndex: "Quantity", render: (v: number) => v.toFixed(3) },
        { title: "Remaining Qty", dataIndex: "RemainingQty", render: (v: number) => v.toFixed(3) },
        { title: "Scanned Qty", dataIndex: "ScannedQty", render: (v: number) => v.toFixed(3) },
      ]}
    />
  );
}
