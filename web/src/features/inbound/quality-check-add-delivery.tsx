import { addReceivedQtyProblem, deliveryText, outstandingQty } from "@wms/domain";
import { Descriptions, InputNumber, Modal } from "antd";
import { useEffect, useState } from "react";
import { showToast } from "../../platform/toast";
import { addReceivedQty, type MrnRow } from "./api";

/**
 * Add on a Partially Received line: records the rest of the delivery (at most what is still to
 * receive) as a new line of the MRN, which then gets its own quality check in the same dialog.
 */
export function AddDeliveryDialog({
  line,
  onClose,
  onAdded,
}: {
  line: MrnRow | null;
  onClose(): void;
  onAdded(): void;
}) {
  const [qty, setQty] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setQty(line ? outstandingQty(line.RequestedQty, line.ReceivedQty) : null), [line]);

  const submit = async () => {
    if (!line || saving) return;
    const problem = addReceivedQtyProblem(line, qty);
    if (problem) return showToast("warning", problem);
    setSaving(true);
    try {
      const answer = await addReceivedQty({ MrnLineId: line.MrnLineId, ReceivedQty: qty ?? 0 });
      if (answer.ResponseCode === "200") onAdded();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={deliveryText.title}
      open={line !== null}
      onCancel={onClose}
      onOk={submit}
      okText={deliveryText.add}
      confirmLoading={saving}
      destroyOnHidden
    >
      {line ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: "p", label: "Product", children: `${line.ProductCode} - ${line.ProductName}` },
              { key: "r", label: "Requested Qty", children: line.RequestedQty },
              { key: "g", label: "Received Qty", children: line.ReceivedQty },
              {
                key: "o",
                label: deliveryText.outstanding,
                children: outstandingQty(line.RequestedQty, line.ReceivedQty),
              },
            ]}
          />
          <InputNumber
            autoFocus
            aria-label={deliveryText.receivedQty}
            placeholder={deliveryText.receivedQty}
            style={{ marginTop: 12, width: "100%" }}
            value={qty}
            onChange={(v) => setQty(v === null ? null : Number(v))}
            onPressEnter={submit}
          />
        </>
      ) : null}
    </Modal>
  );
}
