import { stockMessages as m, shellText } from "@wms/domain";
import { Table, Typography } from "antd";
import { useState } from "react";
import { type CustomerReachAnswer, CustomerReachLists } from "../../components/customer-reach";
import { PacketLink } from "../../components/packet-history-dialog";
import { ScanInput } from "../../components/scan-input";
import { showToast } from "../../platform/toast";
import { fetchWhereDispatched, fetchWhereUsed, type WhereUsedRow } from "./api";

const serials = (r: WhereUsedRow) => (r.FromNo === null ? "" : `${r.FromNo} - ${r.ToNo ?? r.FromNo}`);

/**
 * Where-used (recall): from an MRN, PO number or packet, every requisition and FG serial it went into, net of
 * returns; and the customers and dispatches its units reached, with quantities and serials.
 */
export function WhereUsedTab({ onPacket }: { onPacket: (qrCode: string) => void }) {
  const [rows, setRows] = useState<WhereUsedRow[]>([]);
  const [reach, setReach] = useState<CustomerReachAnswer | null>(null);
  const [asked, setAsked] = useState("");

  const lookup = async (text: string) => {
    if (!text) return showToast("warning", m.enterLot);
    const [answer, dispatched] = await Promise.all([fetchWhereUsed(text), fetchWhereDispatched(text)]);
    setAsked(text);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
    setReach(
      answer.ResponseCode === "200" && dispatched.ResponseCode === "200" ? dispatched.ResponseData : null,
    );
  };

  return (
    <>
      <span style={{ display: "block", maxWidth: 360 }}>
        <ScanInput placeholder="Scan MRN ID, PO Number or Packet" onScan={(text) => void lookup(text)} />
      </span>
      {asked ? (
        <Typography.Paragraph style={{ marginTop: 8 }}>Where used: {asked}</Typography.Paragraph>
      ) : null}
      <Table<WhereUsedRow>
        rowKey={(r) => `${r.Level}-${r.RequisitionNo}-${r.QRCode}`}
        size="small"
        dataSource={rows}
        pagination={{ defaultPageSize: 10, pageSizeOptions: [10, 20, 50], showSizeChanger: true }}
        locale={{ emptyText: shellText.noDataFound }}
        columns={[
          { title: "Level", dataIndex: "Level", sorter: (a, b) => a.Level - b.Level },
          { title: "Requisition No", dataIndex: "RequisitionNo" },
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "Product Name", dataIndex: "ProductDscrptn" },
          { title: "Type", dataIndex: "Type" },
          {
            title: "Packet",
            dataIndex: "QRCode",
            render: (code: string) => <PacketLink qrCode={code} onOpen={onPacket} />,
          },
          { title: "Supplier Lot", dataIndex: "SupplierLot" },
          { title: "Issued", dataIndex: "Issued", render: (v: number) => v.toFixed(3) },
          { title: "Returned", dataIndex: "Returned", render: (v: number) => v.toFixed(3) },
          { title: "Consumed", dataIndex: "Consumed", render: (v: number) => v.toFixed(3) },
          { title: "Net Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          { title: "FG Serial", key: "serials", render: (_, r) => serials(r) },
        ]}
      />
      {reach ? <CustomerReachLists reach={reach} /> : null}
    </>
  );
}
