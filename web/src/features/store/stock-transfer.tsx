import { DeleteOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import {
  classifyScan,
  stockTransferMessages as m,
  packetStateText,
  scanBoxLabels,
  stockTransferText as text,
} from "@wms/domain";
import { Alert, Button, Card, Modal, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { showToast } from "../../app/toast";
import { ScanInput } from "../../components/scan-input";
import { useBinAddresses } from "../../components/use-bin-addresses";
import {
  fetchBinPackets,
  fetchPacketToMove,
  type MoveDone,
  movePackets,
  type TransferPacket,
} from "./transfer-api";
import "./stock-transfer.css";

/**
 * Stock Transfer: scan packets (or a bin's label, to take every packet in it), then the label of the bin
 * they go to; confirm (Enter) and the move is recorded. One scan box, which keeps the focus.
 */
export default function StockTransferPage() {
  const queryClient = useQueryClient();
  const knownBins = useBinAddresses();
  const [rows, setRows] = useState<TransferPacket[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState<MoveDone | null>(null);

  const has = (list: TransferPacket[], code: string) =>
    list.some((p) => p.QRCode.toLowerCase() === code.toLowerCase());

  const scanPacket = async (code: string) => {
    if (has(rows, code)) return showToast("warning", m.packetInList);
    const answer = await fetchPacketToMove(code);
    if (answer.ResponseCode === "200") setRows((current) => [...current, ...answer.ResponseData]);
  };

  const takeBin = async (address: string) => {
    const answer = await fetchBinPackets(address);
    if (answer.ResponseCode !== "200") return;
    setRows((current) => [...current, ...answer.ResponseData.filter((p) => !has(current, p.QRCode))]);
  };

  const move = async (address: string) => {
    const answer = await movePackets({
      QRCodes: rows.map((p) => p.QRCode),
      ToBinAddress: address,
      FromBins: rows.flatMap((p) => (p.ColAddress ? [{ QRCode: p.QRCode, BinAddress: p.ColAddress }] : [])),
    });
    if (answer.ResponseCode === "200") {
      setDone(answer.ResponseData);
      setRows([]);
      setRefused(null);
      await queryClient.invalidateQueries();
    } else setRefused(answer.ResponseData?.QRCode ?? null);
  };

  const confirmMove = (address: string) =>
    new Promise<void>((finished) => {
      Modal.confirm({
        title: text.confirmTitle,
        content: text.confirmQuestion(rows.length, address),
        width: 320,
        okText: "Yes",
        cancelText: "No",
        onOk: () => move(address),
        afterClose: finished,
      });
    });

  /** Packets are listed; a bin label takes its packets when the list is empty, else it is where they go. */
  const scan = (value: string) => {
    const kind = classifyScan(value, { documents: ["bin"], binAddresses: knownBins.addresses });
    if (kind === null) return showToast("warning", rows.length ? m.scanTargetBin : m.scanPacketOrBin);
    setDone(null);
    if (kind === "packet") return scanPacket(value.trim());
    const address = knownBins.find(value)?.ColAddress ?? value.trim();
    return rows.length === 0 ? takeBin(address) : confirmMove(address);
  };

  const remove = (code: string) => setRows((current) => current.filter((p) => p.QRCode !== code));

  return (
    <Card title={text.title} className="stock-transfer">
      <Typography.Text strong>
        {rows.length === 0
          ? "Scan packets, or a bin's label to take all its packets"
          : `${rows.length} ${rows.length === 1 ? "packet" : "packets"}: scan the target bin's label`}
      </Typography.Text>
      <ScanInput placeholder={scanBoxLabels.transfer} onScan={scan} />
      {done ? (
        <Alert
          className="stock-transfer-done"
          type="success"
          showIcon
          message={m.moved(done.Packets.length, done.ColAddress)}
          description={done.Packets.map((p) => `${p.QRCode} (from ${p.FromBinAddress})`).join(", ")}
        />
      ) : null}
      <Table<TransferPacket>
        className="stock-transfer-list"
        rowKey="QRCode"
        size="small"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: "No packets scanned" }}
        rowClassName={(p) => (p.QRCode === refused ? "stock-transfer-refused" : "")}
        columns={[
          {
            title: "Packet",
            key: "packet",
            render: (_, p) => (
              <>
                <Typography.Text strong className="stock-transfer-code">
                  {p.QRCode}
                </Typography.Text>
                <div>{p.ProductCode}</div>
              </>
            ),
          },
          { title: "Qty", dataIndex: "Qty", align: "right" },
          {
            title: "Bin / Status",
            key: "from",
            render: (_, p) => (
              <>
                <div>{p.ColAddress}</div>
                <Tag color={p.Status === "OnHold" ? "orange" : "green"}>
                  {p.Status === "OnHold" ? packetStateText(p.Status, p.HoldReason) : p.Status}
                </Tag>
              </>
            ),
          },
          {
            title: "",
            key: "remove",
            width: 40,
            render: (_, p) => (
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${p.QRCode}`}
                onClick={() => remove(p.QRCode)}
              />
            ),
          },
        ]}
      />
      <div className="stock-transfer-actions">
        <Button onClick={() => setRows([])} disabled={rows.length === 0}>
          Reset
        </Button>
      </div>
    </Card>
  );
}
