import { useQueryClient } from "@tanstack/react-query";
import { Button, Descriptions, Modal } from "antd";
import { useState } from "react";
import { showToast } from "../../platform/toast";
import { type MrnRow, refreshAfterQualityCheck, submitQualityCheck } from "./api";
import { AddDeliveryDialog } from "./quality-check-add-delivery";
import { QualityCheckLines } from "./quality-check-lines";
import { useQualityCheckRows } from "./quality-check-rows";

interface Props {
  mrnId: number | null;
  canSubmit: boolean;
  onClose(): void;
}

/** The Quality Check dialog of one MRN: approved qty, remark, pieces per packet, carton and supplier lot per row. */
export function QualityCheckDialog({ mrnId, canSubmit, onClose }: Props) {
  const lines = useQualityCheckRows(mrnId);
  const { rows } = lines;
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState<MrnRow | null>(null);
  const queryClient = useQueryClient();

  const added = async () => {
    setAdding(null);
    await refreshAfterQualityCheck(queryClient);
    await lines.reload();
  };

  const submit = async () => {
    const checked = lines.toSubmit();
    if ("problem" in checked) return showToast("warning", checked.problem);
    setSaving(true);
    try {
      const answer = await submitQualityCheck(checked.body);
      if (answer.ResponseCode === "200") {
        await refreshAfterQualityCheck(queryClient);
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Quality Check"
      open={mrnId !== null}
      onCancel={onClose}
      width="90vw"
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="submit"
          type="primary"
          onClick={submit}
          disabled={(rows.length > 0 && lines.pending.length === 0) || !canSubmit}
          loading={saving}
        >
          Submit
        </Button>,
      ]}
    >
      {rows[0] && (
        <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="MRN Id">{rows[0].MRNID}</Descriptions.Item>
          <Descriptions.Item label="Supplier Code">{rows[0].SupplierCode}</Descriptions.Item>
          <Descriptions.Item label="PO Number">{rows[0].PONumber}</Descriptions.Item>
        </Descriptions>
      )}
      <QualityCheckLines
        lines={lines}
        canSubmit={canSubmit}
        onAddDelivery={setAdding}
        onSubmit={() => void submit()}
      />
      <AddDeliveryDialog line={adding} onClose={() => setAdding(null)} onAdded={added} />
    </Modal>
  );
}
