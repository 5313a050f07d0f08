import {
  decimalsProblem,
  formatDisplayDate,
  type MadePacket,
  consumptionMessages as m,
  type ReturnTypeCode,
  returnQuantityOf,
  returnTypes,
  sameQrCode,
} from "@wms/domain";
import { Button, Card, InputNumber, Modal, Radio } from "antd";
import { useState } from "react";
import { confirmDiscard } from "../../components/confirm-discard";
import { DataGrid } from "../../components/data-grid";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ProductSummary } from "../../components/product-summary";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import {
  fetchReturnRows,
  type ReturnedAgainRow,
  type ReturnRow,
  updateReturnRow,
  useSubmitReturn,
} from "./api";

/** Return RM & FG (spec 2): scan, choose RM rows (or the whole FG), edit quantities, return to stock. */
export default function ReturnPage() {
  const { IsAdd } = usePagePermission();
  const submit = useSubmitReturn();
  const [rows, setRows] = useState<ReturnRow[]>([]);
  const [type, setType] = useState<ReturnTypeCode>(returnTypes.rm);
  const [selected, setSelected] = useState<number[]>([]);
  const [again, setAgain] = useState<ReturnedAgainRow[]>([]);
  const [returned, setReturned] = useState<MadePacket[]>([]);
  // what the loaded rows were scanned as: the draft gives it back, then the packets ticked
  const [lookedUp, setLookedUp] = useState("");

  const lookup = async (text: string) => {
    const answer = await fetchReturnRows(text);
    setLookedUp(text);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
    setSelected([]);
  };

  /** A packet of the loaded rows ticks its row; any other scan loads what it stands for, asking before ticked rows are lost. */
  const scan = (text: string) => {
    if (!text) return showToast("warning", m.enterProductCode);
    const packet = rows.find((r) => sameQrCode(r.QRCode, text));
    if (packet && type === returnTypes.rm) {
      setSelected((current) =>
        current.includes(packet.RequisitionIssueId) ? current : [...current, packet.RequisitionIssueId],
      );
      return;
    }
    return selected.length === 0 ? lookup(text) : confirmDiscard(selected.length, () => lookup(text));
  };

  const setQuantity = (id: number, value: number | string | null) =>
    setRows((current) =>
      current.map((r) => (r.RequisitionIssueId === id ? { ...r, Quantity: returnQuantityOf(value) } : r)),
    );

  const checkQuantity = async (row: ReturnRow) => {
    if (row.Quantity <= 0) return showToast("warning", m.insertPacketQty);
    const decimals = decimalsProblem(row.Quantity);
    if (decimals) return showToast("warning", decimals);
    await updateReturnRow({ RequisitionIssueId: row.RequisitionIssueId, Quantity: row.Quantity });
  };

  const chosen = type === returnTypes.fg ? rows : rows.filter((r) => selected.includes(r.RequisitionIssueId));

  const send = async () => {
    if (chosen.length === 0) return showToast("warning", m.nothingToReturn);
    if (chosen.some((r) => r.Quantity <= 0)) return showToast("warning", m.insertPacketQty);
    const decimals = decimalsProblem(...chosen.map((r) => r.Quantity));
    if (decimals) return showToast("warning", decimals);
    const answer = await submit.mutateAsync({
      ReturnType: type,
      ReturnList: chosen.map((r) => ({ RequisitionIssueId: r.RequisitionIssueId, Quantity: r.Quantity })),
      RandomSeqNo: Math.floor(Math.random() * 1_000_000_000),
    });
    if (answer.ResponseCode === "200") {
      setRows([]);
      setSelected([]);
      setReturned((answer.ResponseData ?? []) as MadePacket[]);
    } else if (
      answer.ResponseCode === "400" &&
      Array.isArray(answer.ResponseData) &&
      answer.ResponseData.length > 0
    ) {
      setAgain(answer.ResponseData as ReturnedAgainRow[]);
    }
  };

  const head = rows[0];
  return (
    <Card>
      <ScanInput
        placeholder="Scan QR Code"
        onScan={scan}
        draft={{
          screen: "return",
          taken:
            rows.length === 0
              ? []
              : [
                  lookedUp,
                  ...rows.filter((r) => selected.includes(r.RequisitionIssueId)).map((r) => r.QRCode),
                ],
        }}
      />
      <Radio.Group
        style={{ margin: "8px 0" }}
        value={type}
        onChange={(e) => {
          setType(e.target.value);
          setSelected([]);
        }}
        options={[
          { value: returnTypes.rm, label: "RM Return" },
          { value: returnTypes.fg, label: "FG Return" },
        ]}
      />
      {head ? (
        <ProductSummary img={head.ProductImg} code={head.ProductCode} description={head.ProductDscrptn} />
      ) : null}
      <DataGrid<ReturnRow>
        rowKey="RequisitionIssueId"
        dataSource={rows}
        rowSelection={{
          selectedRowKeys: type === returnTypes.fg ? [] : selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: () => ({ disabled: type === returnTypes.fg }),
        }}
        columns={[
          { title: "RM Code", dataIndex: "RMCode", sorter: (a, b) => a.RMCode.localeCompare(b.RMCode) },
          { title: "Type", dataIndex: "Type" },
          {
            title: "Inward Date",
            dataIndex: "InwardDate",
            render: (v: string | null) => formatDisplayDate(v),
          },
          {
            title: "Quantity",
            dataIndex: "Quantity",
            render: (value: number, row) => (
              <InputNumber
                aria-label={`Quantity ${row.RMCode}`}
                value={value}
                onChange={(v) => setQuantity(row.RequisitionIssueId, v)}
                onBlur={() => void checkQuantity(row)}
              />
            ),
          },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
        ]}
      />
      <ScanActions>
        <Button
          type="primary"
          disabled={!IsAdd || rows.length === 0}
          loading={submit.isPending}
          onClick={() => void send()}
        >
          Return
        </Button>
      </ScanActions>
      <Modal
        title={m.returnedMoreThanOnceTitle}
        open={again.length > 0}
        width="50vw"
        footer={null}
        onCancel={() => setAgain([])}
      >
        <DataGrid<ReturnedAgainRow>
          rowKey="RequisitionIssueId"
          searchable={false}
          paged={false}
          dataSource={again}
          columns={[
            { title: "RM Code", dataIndex: "RMCode" },
            { title: "Quantity", dataIndex: "Quantity" },
            { title: "Supplier Code", dataIndex: "SupplierCode" },
          ]}
        />
      </Modal>
      <PacketSlipList title={m.returnedPacketsTitle} packets={returned} onClose={() => setReturned([])} />
    </Card>
  );
}
