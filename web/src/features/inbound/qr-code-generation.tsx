import {
  classifyScan,
  formatDisplayDate,
  inboundMessages as m,
  pageSizes,
  paginatorText,
  inboundText as text,
} from "@wms/domain";
import { Button, Card, Input, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useLabelPrint } from "../../components/label-print";
import { PrinterChoice } from "../../components/printer-choice";
import { ScanInput } from "../../components/scan-input";
import { printSlips } from "../../components/slip-pdf";
import { reportFeedback } from "../../platform/scan-feedback";
import { showToast } from "../../platform/toast";
import { fetchSlipsOfLines, printToPrinter, type SlipListRow, useSlipList } from "./api";

const pagination = {
  defaultPageSize: pageSizes.client[0],
  pageSizeOptions: pageSizes.client.map(String),
  showSizeChanger: true,
  showTotal: (all: number, range: [number, number]) => paginatorText(all === 0 ? 0 : range[0], range[1], all),
};

/** The chosen lines' slips to the device's printer (a reprint asks its reason) or as PDF. */
function useSlipsPrint(selected: number[]) {
  const [fetching, setFetching] = useState(false);
  const labels = useLabelPrint();

  const print = async () => {
    if (selected.length === 0) return showToast("warning", m.selectCheckboxToPrint);
    setFetching(true);
    try {
      const answer = await fetchSlipsOfLines(selected);
      if (answer.ResponseCode !== "200" || answer.ResponseData.length === 0)
        return showToast("warning", m.noData);
      const slips = answer.ResponseData;
      await labels.print({
        toPrinter: (printerId, reason) =>
          printToPrinter(
            printerId,
            slips.map((s) => s.QRData),
            reason,
          ),
        toPdf: async () => {
          await printSlips(slips);
          reportFeedback({ type: "success", message: `${slips.length} slips printed` });
        },
      });
    } finally {
      setFetching(false);
    }
  };

  return { labels, fetching, print };
}

/** QR Code Generation: approved MRN lines, choose rows, print their packet slips. */
export default function QrCodeGenerationPage() {
  const [mrnId, setMrnId] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<number[]>([]);
  const list = useSlipList(mrnId);
  const { labels, fetching, print } = useSlipsPrint(selected);

  const needle = search.trim().toLowerCase();
  const rows = (list.data ?? []).filter(
    (r) => !needle || String(r.MRNID).includes(needle) || r.ProductCode.toLowerCase().includes(needle),
  );

  /** An MRN id shows its lines; anything else (a packet's slip) shows nothing and warns. */
  const show = (scanned: string) => {
    if (classifyScan(scanned, { documents: ["mrn"] }) !== "mrn") return showToast("warning", m.mrnRequired);
    setSelected([]);
    setMrnId(Number(scanned));
  };

  return (
    <Card>
      <Space wrap className="scan-toolbar">
        <ScanInput placeholder={text.enterMrnToPrint} submitLabel="Show" onScan={show} />
        <PrinterChoice device={labels.device} />
        <Button size="large" type="primary" onClick={print} loading={fetching || labels.busy}>
          Print
        </Button>
        <Input.Search
          placeholder="Global Search"
          aria-label="Global Search"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 200 }}
        />
      </Space>
      {labels.reasonDialog}
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
