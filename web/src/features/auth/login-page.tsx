import { authMessages, loginRequest, shellText } from "@wms/domain";
import { Alert, Button, Card, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { firstViewablePath } from "../../app/permissions";
import { forgetSessionEnd, saveLogin, sessionEndedAt } from "../../app/session";
import { showToast } from "../../app/toast";
import { zodRule } from "../../components/zod-rule";
import { signIn } from "./api";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

interface Credentials {
  Email: string;
  Password: string;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [endedAt] = useState(sessionEndedAt);
  const { pathname, search } = useLocation();
  /** Back to the page the session ended on, or the address asked for, or the first page the role may see. */
  const target = () => endedAt ?? (pathname === "/login" ? firstViewablePath() : pathname + search);

  const submit = async ({ Email, Password }: Credentials) => {
    setBusy(true);
    try {
      const answer = await signIn(Email.trim(), Password);
      if (answer.ResponseCode === "200" && answer.ResponseData?.[0]) {
        saveLogin(answer.ResponseData[0]);
        forgetSessionEnd();
        navigate(target(), { replace: true });
      } else {
        showToast("error", answer.ResponseMessage);
      }
    } catch {
      // the client has already shown the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card">
        <Typography.Title level={2}>{shellText.loginHeading}</Typography.Title>
        <Typography.Paragraph type="secondary">{shellText.loginSubtitle}</Typography.Paragraph>
        {endedAt && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            message={authMessages.sessionExpired}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<Credentials> name="login" layout="vertical" onFinish={submit} requiredMark>
          <Form.Item label="Email Id" name="Email" required rules={[zodRule(loginRequest.shape.Email)]}>
            <Input autoFocus autoComplete="username" placeholder="Enter your email id" />
          </Form.Item>
          <Form.Item label="Password" name="Password" required rules={[zodRule(loginRequest.shape.Password)]}>
            <Input.Password autoComplete="current-password" placeholder="Enter your password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            LOGIN
          </Button>
        </Form>
        <Button type="link" onClick={() => setForgotOpen(true)} className="forgot-link">
          Forgot Password?
        </Button>
      </Card>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}
