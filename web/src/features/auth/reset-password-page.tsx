import { authMessages, resetPasswordRequest } from "@wms/domain";
import { Button, Card, Form, Input, Result, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { passwordHint, passwordLengthRule, usePasswordMax } from "../../components/password-rule";
import { zodRule } from "../../components/zod-rule";
import { resetPassword } from "./api";

interface NewPasswords {
  NewPassword: string;
  ConfirmPassword: string;
}

/** Where the mailed reset link lands: a new password, under the same rules as everywhere else. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswords>();
  const [busy, setBusy] = useState(false);
  const passwordMax = usePasswordMax();

  if (token.length < 16) {
    return (
      <div className="login-page">
        <Card className="login-card">
          <Result
            status="warning"
            title={authMessages.resetLinkInvalid}
            extra={<Link to="/login">Back to login</Link>}
          />
        </Card>
      </div>
    );
  }

  const submit = async ({ NewPassword, ConfirmPassword }: NewPasswords) => {
    setBusy(true);
    try {
      const answer = await resetPassword(token, NewPassword, ConfirmPassword);
      if (answer.ResponseCode === "200") navigate("/login", { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card">
        <Typography.Title level={3}>Reset Password</Typography.Title>
        <Form<NewPasswords> form={form} layout="vertical" onFinish={submit} requiredMark>
          <Form.Item
            label="New Password"
            name="NewPassword"
            validateFirst
            extra={passwordHint(passwordMax)}
            required
            rules={[zodRule(resetPasswordRequest.shape.NewPassword), passwordLengthRule(passwordMax)]}
          >
            <Input.Password autoFocus autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm Password"
            name="ConfirmPassword"
            required
            dependencies={["NewPassword"]}
            rules={[
              {
                validator: async (_, value: string) => {
                  if (!value || value !== form.getFieldValue("NewPassword")) {
                    throw new Error(authMessages.confirmPasswordMismatch);
                  }
                },
              },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            Reset Password
          </Button>
        </Form>
      </Card>
    </div>
  );
}
