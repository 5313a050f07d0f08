import { classifyScan, formatDisplayDate, inboundMessages as m, inboundText as text } from "@wms/domain";
import { Button, Card, Input, Space, Table, Tag } from "antd";
import { useState } from "react";
import { emptyTextOf } from "../../components/data-grid";
import { ScanInput } from "../../components/scan-input";
import { useServerPage } from "../../components/use-server-page";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { type MrnListRow, useMrnList } from "./api";
import { QualityCheckDialog } from "./quality-check-dialog";

/** Quality check / packing: the MRN list and the dialog that approves an MRN and makes its packets. */
export default function QualityCheckPage() {
  const { IsAdd } = usePagePermission();
  const { query, search, setSearch, pagination, onTableChange } = useServerPage({ SortColumn: "MRNDate" });
  const list = useMrnList(query);
  const rows = list.data?.ResponseData ?? [];
  const [open, setOpen] = useState<number | null>(null);

  const go = (text: string) => {
    if (classifyScan(text, { documents: ["mrn"] }) !== "mrn") return showToast("warning", m.mrnRequired);
    setOpen(Number(text));
  };

  return (
    <Card>
      <Space wrap className="scan-toolbar">
        <ScanInput placeholder="Scan MRN ID" aria-label="MRN ID" submitLabel="Go" onScan={go} />
        <Input.Search
          placeholder="Global Search"
          aria-label="Global Search"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 220 }}
        />
      </Space>
      <Table<MrnListRow>
        rowKey="MRNID"
        loading={list.isFetching}
        dataSource={rows}
        onChange={onTableChange}
        pagination={pagination(rows[0]?.TotalRows ?? 0)}
        locale={{ emptyText: emptyTextOf(list.isFetching) }}
        columns={[
          {
            title: "MRN Id",
            dataIndex: "MRNID",
            sorter: true,
            render: (id: number) => (
              <Button type="link" onClick={() => setOpen(id)}>
                {id}
              </Button>
            ),
          },
          { title: "Supplier Code", dataIndex: "SupplierCode", sorter: true },
          { title: "Type", dataIndex: "Type", sorter: true },
          {
            title: "MRN Date",
            dataIndex: "MRNDate",
            sorter: true,
            render: (d: string) => formatDisplayDate(d),
          },
          { title: "Quantity", dataIndex: "Quantity" },
          {
            title: "Configure Packet",
            dataIndex: "IsApprove",
            render: (done: boolean) =>
              done ? <Tag color="green">{text.completed}</Tag> : <Tag color="orange">{text.pending}</Tag>,
          },
        ]}
      />
      <QualityCheckDialog mrnId={open} canSubmit={IsAdd} onClose={() => setOpen(null)} />
    </Card>
  );
}
