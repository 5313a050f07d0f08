import {
  formatDisplayDate,
  inboundMessages as m,
  pageSizes,
  paginatorText,
  inboundText as text,
} from "@wms/domain";
import { Button, Card, Input, InputNumber, Space, Table, Tag } from "antd";
import { useState } from "react";
import { showToast } from "../../app/toast";
import { printSlips } from "../../components/slip-pdf";
import { fetchSlipsOfLines, type SlipListRow, useSlipList } from "./api";

const pagination = {
  defaultPageSize: pageSizes.client[0],
  pageSizeOptions: pageSizes.client.map(String),
  showSizeChanger: true,
  showTotal: (all: number, range: [number, number]) => paginatorText(all === 0 ? 0 : range[0], range[1], all),
};

/** QR Code Generation: approved MRN lines, choose rows, print their packet slips. */
export default function QrCodeGenerationPage() {
  const [typed, setTyped] = useState<number | null>(null);
  const [mrnId, setMrnId] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<number[]>([]);
  const [printing, setPrinting] = useState(false);
  const list = useSlipList(mrnId);

  const needle = search.trim().toLowerCase();
  const rows = (list.data ?? []).filter(
    (r) => !needle || String(r.MRNID).includes(needle) || r.ProductCode.toLowerCase().includes(needle),
  );

  const print = async () => {
    if (selected.length === 0) return showToast("warning", m.selectCheckboxToPrint);
    setPrinting(true);
    try {
      const answer = await fetchSlipsOfLines(selected);
      if (answer.ResponseCode === "200" && answer.ResponseData.length > 0)
        await printSlips(answer.ResponseData);
      else showToast("warning", m.noData);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Card
      title="QR Code Generation"
      extra={
        <Space wrap>
          <InputNumber
            placeholder={text.enterMrnToPrint}
            aria-label={text.enterMrnToPrint}
            style={{ width: 200 }}
            min={1}
            precision={0}
            value={typed}
            onChange={(v) => setTyped(v === null ? null : Number(v))}
            onPressEnter={() => setMrnId(typed)}
          />
          <Button
            onClick={() => {
              setSelected([]);
              setMrnId(typed);
            }}
          >
            Show
          </Button>
          <Button type="primary" onClick={print} loading={printing}>
            Print
          </Button>
          <Input.Search
            placeholder="Global Search"
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 200 }}
          />
        </Space>
      }
    >
      <Table<SlipListRow>
        rowKey="Id"
        loading={list.isFetching}
        dataSource={rows}
        pagination={pagination}
        locale={{ emptyText: m.noData }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={[
          { title: "MRN Id", dataIndex: "MRNID", sorter: (a, b) => a.MRNID - b.MRNID },
          { title: "MRN Date", dataIndex: "MRNDate", render: (d: string) => formatDisplayDate(d) },
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "Approve Qty", dataIndex: "ApprovedQty" },
          { title: "Total Slip", dataIndex: "TotalSlip" },
          {
            title: "Packet Status",
            dataIndex: "IsUsed",
            render: (used: boolean) =>
              used ? <Tag color="blue">{text.packetUsed}</Tag> : <Tag color="green">{text.packetPacked}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
