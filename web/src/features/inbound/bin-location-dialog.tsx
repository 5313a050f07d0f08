import { inboundMessages as m, type PutAwayLot, inboundText as text } from "@wms/domain";
import { Button, Modal, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { showToast } from "../../app/toast";
import { fetchInwardBins, type InwardBin } from "./api";

interface Props {
  lot: PutAwayLot | null;
  open: boolean;
  saving: boolean;
  onClose(): void;
  onConfirm(bin: InwardBin): void;
}

/** Bins as cells by address, row after row; only an empty bin can be chosen. */
export function BinLocationDialog({ lot, open, saving, onClose, onConfirm }: Props) {
  const [bins, setBins] = useState<InwardBin[]>([]);
  const [chosen, setChosen] = useState<InwardBin | null>(null);

  useEffect(() => {
    setChosen(null);
    if (open && lot)
      fetchInwardBins(lot).then((a) => setBins(a.ResponseCode === "200" ? a.ResponseData : []));
  }, [open, lot]);

  const rows = [...new Set(bins.map((b) => b.RowName))];
  const pick = (bin: InwardBin) => {
    if (bin.ColStatus) return showToast("warning", m.binNotEmpty);
    setChosen(bin);
  };
  const confirm = () => {
    if (!chosen) return;
    Modal.confirm({
      title: text.confirmBinTitle,
      content: `${text.confirmBinQuestion} (${chosen.ColAddress})`,
      width: 350,
      okText: "Yes",
      cancelText: "No",
      onOk: () => onConfirm(chosen),
    });
  };

  return (
    <Modal
      title="Bin Location"
      open={open}
      onCancel={onClose}
      width="80vw"
      footer={[
        <Button key="confirm" type="primary" disabled={!chosen} loading={saving} onClick={confirm}>
          {text.confirmLocation}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        {rows.map((row) => (
          <Space key={row} wrap>
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
                  onClick={() => pick(b)}
                >
                  {b.ColAddress}
                </Button>
              ))}
          </Space>
        ))}
        <Typography.Text type="secondary">Green: Empty. Red: Full.</Typography.Text>
      </Space>
    </Modal>
  );
}
