import {
  classifyScan,
  formatDisplayDate,
  inboundMessages as m,
  pageSizes,
  paginatorText,
  printingMessages,
  inboundText as text,
} from "@wms/domain";
import { Button, Card, Input, Modal, Space, Table, Tag } from "antd";
import { useState } from "react";
import { browserPdf, PrinterChoice, useDevicePrinter } from "../../components/printer-choice";
import { reportFeedback } from "../../components/scan-feedback";
import { ScanInput } from "../../components/scan-input";
import { printSlips } from "../../components/slip-pdf";
import { showToast } from "../../platform/toast";
import { fetchSlipsOfLines, printToPrinter, type SlipListRow, useSlipList } from "./api";

const pagination = {
  defaultPageSize: pageSizes.client[0],
  pageSizeOptions: pageSizes.client.map(String),
  showSizeChanger: true,
  showTotal: (all: number, range: [number, number]) => paginatorText(all === 0 ? 0 : range[0], range[1], all),
};

/** QR Code Generation: approved MRN lines, choose rows, print their packet slips. */
export default function QrCodeGenerationPage() {
  const [mrnId, setMrnId] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<number[]>([]);
  const [printing, setPrinting] = useState(false);
  const device = useDevicePrinter();
  const printerId = device.printerId;
  const [reprint, setReprint] = useState<{ codes: string[]; named: string[] } | null>(null);
  const [reason, setReason] = useState("");
  const list = useSlipList(mrnId);

  /** Sends the slips to the chosen ZPL printer; slips printed before wait for a reason. */
  const sendToPrinter = async (codes: string[], why: string) => {
    const answer = await printToPrinter(printerId, codes, why);
    if (answer.ResponseCode === "200") {
      reportFeedback({
        type: "success",
        message: answer.ResponseMessage || `${answer.ResponseData.Sent} slips sent`,
      });
      setReprint(null);
      setReason("");
    } else if (answer.ResponseMessage === printingMessages.reasonForReprint && answer.ResponseData) {
      setReprint({ codes, named: answer.ResponseData.QRCodes });
    } else showToast("warning", answer.ResponseMessage);
  };

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

  const print = async () => {
    if (selected.length === 0) return showToast("warning", m.selectCheckboxToPrint);
    setPrinting(true);
    try {
      const answer = await fetchSlipsOfLines(selected);
      if (answer.ResponseCode !== "200" || answer.ResponseData.length === 0) showToast("warning", m.noData);
      else if (printerId !== browserPdf)
        await sendToPrinter(
          answer.ResponseData.map((s) => s.QRData),
          "",
        );
      else {
        await printSlips(answer.ResponseData);
        reportFeedback({ type: "success", message: `${answer.ResponseData.length} slips printed` });
      }
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Card>
      <Space wrap className="scan-toolbar">
        <ScanInput placeholder={text.enterMrnToPrint} submitLabel="Show" onScan={show} />
        <PrinterChoice device={device} />
        <Button size="large" type="primary" onClick={print} loading={printing}>
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
      <Modal
        title="Reprint"
        open={reprint !== null}
        okText="Reprint"
        okButtonProps={{ disabled: reason.trim() === "" }}
        onOk={() => reprint && sendToPrinter(reprint.codes, reason.trim())}
        onCancel={() => setReprint(null)}
      >
        <p>{printingMessages.reasonForReprint}</p>
        <p>{reprint?.named.join(", ")}</p>
        <Input
          aria-label="Reason for reprint"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
        />
      </Modal>
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
