import { formatDisplayDate, onHandByProductCsv, stockOnHandText as text } from "@wms/domain";
import { Button, Card, Tabs, Tooltip } from "antd";
import { useState } from "react";
import {
  byBin,
  byLot,
  byProduct,
  type OnHandBinRow,
  type OnHandLotRow,
  type OnHandProductRow,
} from "./on-hand-api";
import { OnHandGrid } from "./stock-on-hand-grid";
import { type Drill, OnHandPacketsDialog } from "./stock-on-hand-packets";

const date = (d: string | null) => formatDisplayDate(d);
const availableTitle = (
  <Tooltip title={text.availableTip}>
    <span>Available (in bin)</span>
  </Tooltip>
);

/** A row's packet count as a button that opens them (keyboard: Tab to it, Enter). */
const drillButton = (count: number, onOpen: () => void) => (
  <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
    {count}
  </Button>
);

const lotName = (r: OnHandLotRow) =>
  r.MRNID !== null ? `MRN ${r.MRNID}` : r.RequisitionNo ? `Produced by ${r.RequisitionNo}` : "-";

function ByProduct({ drill }: { drill: (d: Drill) => void }) {
  return (
    <OnHandGrid<OnHandProductRow>
      name="Stock_on_hand_by_product"
      source={byProduct}
      rowKey={(r) => String(r.ProductId)}
      sort={{ column: "ProductCode", order: "ASC" }}
      columns={[
        { title: "Product Code", dataIndex: "ProductCode", sorter: true, fixed: "left" },
        { title: "Product Name", dataIndex: "ProductName", sorter: true },
        { title: "Type", dataIndex: "ProductTypeName" },
        { title: "UOM", dataIndex: "UOM" },
        { title: "Total", dataIndex: "TotalQty", sorter: true },
        { title: availableTitle, dataIndex: "AvailableQty", key: "AvailableQty", sorter: true },
        { title: "On Hold", dataIndex: "OnHoldQty", sorter: true },
        { title: "Rejected", dataIndex: "RejectedQty", sorter: true },
        { title: "Packed (to put away)", dataIndex: "PackedQty", sorter: true },
        {
          title: "Packets",
          dataIndex: "Packets",
          sorter: true,
          render: (n: number, r) =>
            drillButton(n, () => drill({ what: r.ProductCode, filter: { ProductId: r.ProductId } })),
        },
        { title: "Oldest Inward", dataIndex: "OldestInwardDate", render: date },
        { title: "Oldest Receipt", dataIndex: "OldestReceivedOn", render: date },
        { title: "Age (days since receipt)", dataIndex: "AgeDays" },
      ]}
      csv={onHandByProductCsv}
    />
  );
}

function ByBin({ drill }: { drill: (d: Drill) => void }) {
  return (
    <OnHandGrid<OnHandBinRow>
      name="Stock_on_hand_by_bin"
      source={byBin}
      rowKey={(r) => String(r.BinId)}
      sort={{ column: "ColAddress", order: "ASC" }}
      columns={[
        { title: "Bin", dataIndex: "ColAddress", sorter: true, fixed: "left" },
        { title: "Products", dataIndex: "ProductCodes" },
        { title: "Qty", dataIndex: "Qty" },
        {
          title: "Packets",
          dataIndex: "Packets",
          render: (n: number, r) =>
            drillButton(n, () => drill({ what: r.ColAddress, filter: { BinId: r.BinId } })),
        },
        { title: "Oldest Inward", dataIndex: "OldestInwardDate", render: date },
      ]}
      csv={[
        { title: "Bin", cell: (r) => r.ColAddress },
        { title: "Products", cell: (r) => r.ProductCodes },
        { title: "Qty", cell: (r) => r.Qty },
        { title: "Packets", cell: (r) => r.Packets },
        { title: "OldestInwardDate", cell: (r) => date(r.OldestInwardDate) },
      ]}
    />
  );
}

function ByLot({ drill }: { drill: (d: Drill) => void }) {
  return (
    <OnHandGrid<OnHandLotRow>
      name="Stock_on_hand_by_lot"
      source={byLot}
      rowKey={(r) => `${r.MRNLineId ?? ""}-${r.RequisitionId ?? ""}`}
      sort={{ column: "InwardDate", order: "DESC" }}
      columns={[
        { title: "Lot", key: "Lot", fixed: "left", render: (_: unknown, r) => lotName(r) },
        { title: "Supplier", dataIndex: "SupplierCode" },
        { title: "Product Code", dataIndex: "ProductCode" },
        { title: "Total", dataIndex: "TotalQty" },
        { title: availableTitle, dataIndex: "AvailableQty", key: "AvailableQty" },
        { title: "On Hold", dataIndex: "OnHoldQty" },
        { title: "Rejected", dataIndex: "RejectedQty" },
        { title: "Packed (to put away)", dataIndex: "PackedQty" },
        {
          title: "Packets",
          dataIndex: "Packets",
          render: (n: number, r) =>
            drillButton(n, () =>
              drill({
                what: `${lotName(r)} ${r.ProductCode}`,
                filter:
                  r.MRNLineId !== null ? { MRNLineId: r.MRNLineId } : { RequisitionId: r.RequisitionId },
              }),
            ),
        },
        { title: "Inward Date", dataIndex: "InwardDate", sorter: true, render: date },
      ]}
      csv={[
        { title: "Lot", cell: lotName },
        { title: "Supplier", cell: (r) => r.SupplierCode },
        { title: "ProductCode", cell: (r) => r.ProductCode },
        { title: "TotalQty", cell: (r) => r.TotalQty },
        { title: "AvailableInBinQty", cell: (r) => r.AvailableQty },
        { title: "OnHoldQty", cell: (r) => r.OnHoldQty },
        { title: "RejectedQty", cell: (r) => r.RejectedQty },
        { title: "PackedQty", cell: (r) => r.PackedQty },
        { title: "Packets", cell: (r) => r.Packets },
        { title: "InwardDate", cell: (r) => date(r.InwardDate) },
      ]}
    />
  );
}

/** Stock on Hand: by product, bin and lot, each row drilling to its packets and their history. */
export default function StockOnHandPage() {
  const [drill, setDrill] = useState<Drill | null>(null);
  return (
    <Card styles={{ body: { padding: 8 } }}>
      <Tabs
        destroyOnHidden
        items={[
          { key: "product", label: text.byProduct, children: <ByProduct drill={setDrill} /> },
          { key: "bin", label: text.byBin, children: <ByBin drill={setDrill} /> },
          { key: "lot", label: text.byLot, children: <ByLot drill={setDrill} /> },
        ]}
      />
      <OnHandPacketsDialog drill={drill} onClose={() => setDrill(null)} />
    </Card>
  );
}
