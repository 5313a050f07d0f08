import { type HoldReason, holdReasons, stockHoldMessages, stockHoldText as t } from "@wms/domain";
import { Button, Form, Input, Modal, Select, Space, Typography } from "antd";
import { useRef } from "react";
import { focusFirstField } from "../../components/focus-first-field";
import type { HoldAction } from "./hold-api";

export interface HoldActionValues {
  Reason?: HoldReason;
  Remark: string;
}

/**
 * The confirmation of an action on the chosen packets: what it does, a reason for hold and scrap (the closed
 * set), a remark; Enter in the remark submits. The submit button shows the save in progress.
 */
export function HoldActionDialog({
  action,
  count,
  saving,
  onSubmit,
  onCancel,
}: {
  action: HoldAction | null;
  count: number;
  saving: boolean;
  onSubmit: (values: HoldActionValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<HoldActionValues>();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const needsReason = action === "hold" || action === "scrap";
  const label = action ? t.actionLabels[action] : "";
  return (
    <Modal
      open={action !== null}
      title={`${label}: ${count} packet${count === 1 ? "" : "s"}`}
      footer={null}
      destroyOnHidden
      onCancel={onCancel}
      afterOpenChange={(open) => open && focusFirstField(fieldsRef.current)}
    >
      <div ref={fieldsRef}>
        <Typography.Paragraph>{action ? t.confirm[action] : null}</Typography.Paragraph>
        <Form<HoldActionValues>
          form={form}
          layout="vertical"
          initialValues={{ Remark: "" }}
          onFinish={(values) => onSubmit({ ...values, Remark: values.Remark ?? "" })}
        >
          {needsReason ? (
            <Form.Item
              name="Reason"
              label={t.reasonLabel}
              rules={[{ required: true, message: stockHoldMessages.chooseReason }]}
            >
              <Select<HoldReason>
                showSearch
                aria-label={t.reasonLabel}
                options={holdReasons.map((r) => ({ value: r, label: r }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="Remark" label={t.remarkLabel}>
            <Input aria-label={t.remarkLabel} maxLength={200} autoComplete="off" />
          </Form.Item>
          <Space style={{ justifyContent: "flex-end", width: "100%" }}>
            <Button onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={saving} danger={action === "scrap"}>
              {label}
            </Button>
          </Space>
        </Form>
      </div>
    </Modal>
  );
}
