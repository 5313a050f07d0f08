import { inboundMessages as m, type PutAwayLot, inboundText as text } from "@wms/domain";
import { Button, Modal, Select, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { showToast } from "../../platform/toast";
import { fetchInwardBinRows, fetchInwardBins, type InwardBin, type InwardBinRow } from "./api";
import { confirmBin } from "./confirm-bin";

/** One row's bins as cells by address: empty green, full red, the chosen one marked. */
function BinRowCells({
  row,
  bins,
  chosen,
  onPick,
}: {
  row: string;
  bins: InwardBin[];
  chosen: InwardBin | null;
  onPick(bin: InwardBin): void;
}) {
  return (
    <Space wrap>
      <Typography.Text strong style={{ width: 24, display: "inline-block" }}>
        {row}
      </Typography.Text>
      {bins
        .filter((b) => b.RowName === row)
        .map((b) => (
          <Button
            key={b.BinId}
            aria-label={`Bin ${b.ColAddress} ${b.ColStatus ? "Full" : "Empty"}`}
            type={chosen?.BinId === b.BinId ? "primary" : "default"}
            danger={b.ColStatus}
            style={
              b.ColStatus
                ? { background: "#fff1f0" }
                : { background: chosen?.BinId === b.BinId ? undefined : "#f6ffed" }
            }
            onClick={() => onPick(b)}
          >
            {b.ColAddress}
          </Button>
        ))}
    </Space>
  );
}

interface Props {
  lot: PutAwayLot | null;
  open: boolean;
  saving: boolean;
  onClose(): void;
  onConfirm(bin: InwardBin): void;
}

/**
 * Bins as cells by address, row after row, a bounded number at a time (a large store has thousands):
 * from the first row with an empty bin, or from the row picked; only an empty bin can be chosen. Loaded when first
 * opened (`lazy`): the put-away screen draws itself without Ant Design.
 */
export default function BinLocationDialog({ lot, open, saving, onClose, onConfirm }: Props) {
  const [bins, setBins] = useState<InwardBin[]>([]);
  const [rowNames, setRowNames] = useState<InwardBinRow[]>([]);
  const [rowName, setRowName] = useState<string | null>(null);
  const [chosen, setChosen] = useState<InwardBin | null>(null);
  const [confirming, setConfirming] = useState(false);

  // An answer that arrives after a newer question (another row, lot or opening) is dropped, not shown.
  useEffect(() => {
    setRowName(null);
    if (!open) return;
    let current = true;
    fetchInwardBinRows().then((a) => {
      if (current) setRowNames(a.ResponseCode === "200" ? a.ResponseData : []);
    });
    return () => {
      current = false;
    };
  }, [open]);

  useEffect(() => {
    setChosen(null);
    if (!open || !lot) return;
    let current = true;
    fetchInwardBins(lot, rowName).then((a) => {
      if (current) setBins(a.ResponseCode === "200" ? a.ResponseData : []);
    });
    return () => {
      current = false;
    };
  }, [open, lot, rowName]);

  const rows = [...new Set(bins.map((b) => b.RowName))];
  const pick = (bin: InwardBin) => {
    if (bin.ColStatus) return showToast("warning", m.binNotEmpty);
    setChosen(bin);
  };
  const confirm = () => {
    if (!chosen) return;
    setConfirming(true);
    void confirmBin(chosen, onConfirm).finally(() => setConfirming(false));
  };

  return (
    <Modal
      title="Bin Location"
      open={open}
      onCancel={onClose}
      // two focus traps would pass the focus between them, from the confirmation's Yes to its No
      focusable={{ trap: !confirming }}
      width="80vw"
      footer={[
        <Button key="confirm" type="primary" disabled={!chosen} loading={saving} onClick={confirm}>
          {text.confirmLocation}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Select
          aria-label="Bin row"
          style={{ width: 240 }}
          value={rowName ?? rows[0]}
          onChange={setRowName}
          options={rowNames.map((r) => ({ value: r.RowName, label: `${r.RowName} (${r.EmptyBins} empty)` }))}
        />
        {rows.map((row) => (
          <BinRowCells key={row} row={row} bins={bins} chosen={chosen} onPick={pick} />
        ))}
        <Typography.Text type="secondary">Green: Empty. Red: Full.</Typography.Text>
      </Space>
    </Modal>
  );
}
