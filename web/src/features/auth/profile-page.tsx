import { authMessages, changePasswordRequest } from "@wms/domain";
import { Button, Card, Descriptions, Form, Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { passwordHint, passwordLengthRule, usePasswordMax } from "../../components/password-rule";
import { zodRule } from "../../components/zod-rule";
import { clearSession, currentUser } from "../../platform/session";
import { changePassword } from "./api";

/** After a successful change the session ends and the browser goes to /login after this long. */
const signOutDelayMs = 2000;

interface Passwords {
  OldPassword: string;
  NewPassword: string;
}

export default function ProfilePage() {
  const navigate = useNavigate();
  const user = currentUser();
  const [form] = Form.useForm<Passwords>();
  const [busy, setBusy] = useState(false);
  const passwordMax = usePasswordMax();

  const differentFrom = (other: keyof Passwords, message: string) => ({
    validator: async (_: unknown, value: string) => {
      if (value && value === form.getFieldValue(other)) throw new Error(message);
    },
  });

  const submit = async ({ OldPassword, NewPassword }: Passwords) => {
    if (!user) return;
    setBusy(true);
    try {
      const answer = await changePassword(user.UserId, OldPassword, NewPassword);
      // The session ends after the success toast has shown: clearing it unmounts the shell, toasts and all, at once.
      if (answer.ResponseCode === "200")
        setTimeout(() => {
          clearSession();
          navigate("/login", { replace: true });
        }, signOutDelayMs);
      else setBusy(false);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 24, maxWidth: 560 }}>
        <Descriptions.Item label="Name">{user?.UserName}</Descriptions.Item>
        <Descriptions.Item label="Email">{user?.Email}</Descriptions.Item>
        <Descriptions.Item label="Mobile No">{user?.MobileNo}</Descriptions.Item>
      </Descriptions>
      <Form<Passwords> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 400 }} requiredMark>
        <Form.Item
          label="Old Password"
          name="OldPassword"
          required
          dependencies={["NewPassword"]}
          rules={[
            zodRule(changePasswordRequest.shape.OldPassword),
            differentFrom("NewPassword", authMessages.oldNewSame),
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New Password"
          name="NewPassword"
          validateFirst
          extra={passwordHint(passwordMax)}
          required
          dependencies={["OldPassword"]}
          rules={[
            zodRule(changePasswordRequest.shape.NewPassword),
            passwordLengthRule(passwordMax),
            differentFrom("OldPassword", authMessages.newOldSame),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Submit
        </Button>
      </Form>
    </Card>
  );
}
