import { forgotPasswordRequest } from "@wms/domain";
import { Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { zodRule } from "../../components/zod-rule";
import { requestReset } from "./api";

export default function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ Email: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ Email }: { Email: string }) => {
    setBusy(true);
    try {
      const answer = await requestReset(Email.trim());
      if (answer.ResponseCode === "200") {
        form.resetFields();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Forgot Password" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Form form={form} name="forgot-password" layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          label="Email Id"
          name="Email"
          required
          rules={[zodRule(forgotPasswordRequest.shape.Email)]}
        >
          <Input autoFocus autoComplete="email" placeholder="Enter your email id" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          Reset
        </Button>
      </Form>
    </Modal>
  );
}
