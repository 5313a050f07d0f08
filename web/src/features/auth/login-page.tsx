import { authMessages, type LoginFields, loginProblems, shellText } from "@wms/domain";
import { Button, Input } from "antd";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { firstViewablePath } from "../../app/permissions";
import { forgetSessionEnd, saveLogin, sessionEndedAt } from "../../app/session";
import { showToast } from "../../app/toast";
import { signIn } from "./api";

// The dialog's form library loads only when asked for: the login route's JS stays within its budget.
const ForgotPasswordDialog = lazy(() => import("./forgot-password-dialog"));

function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-label login-required">
        {label}
      </label>
      {children}
      <div className="login-problem" id={`${id}-problem`} role={problem ? "alert" : undefined}>
        {problem}
      </div>
    </div>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [endedAt] = useState(sessionEndedAt);
  const { pathname, search } = useLocation();
  /** Back to the page the session ended on, or the address asked for, or the first page the role may see. */
  const target = () => endedAt ?? (pathname === "/login" ? firstViewablePath() : pathname + search);
  const [fields, setFields] = useState<LoginFields>({ Email: "", Password: "" });
  const [checked, setChecked] = useState(false);
  const problems = checked ? loginProblems(fields) : {};

  const change = (name: keyof LoginFields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(loginProblems(fields)).length > 0) return;
    setBusy(true);
    try {
      const answer = await signIn(fields.Email.trim(), fields.Password);
      if (answer.ResponseCode === "200" && answer.ResponseData[0]) {
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
    <main className="login-page">
      <div className="login-card">
        <h1 className="login-heading">{shellText.loginHeading}</h1>
        <p className="login-subtitle">{shellText.loginSubtitle}</p>
        {endedAt && (
          <div className="login-session-ended" role="alert">
            {authMessages.sessionExpired}
          </div>
        )}
        <form name="login" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="login-email" label="Email Id" problem={problems.Email}>
            <Input
              id="login-email"
              size="large"
              autoFocus
              autoComplete="username"
              placeholder="Enter your email id"
              value={fields.Email}
              onChange={change("Email")}
              status={problems.Email ? "error" : undefined}
              aria-invalid={Boolean(problems.Email)}
              aria-describedby="login-email-problem"
            />
          </Field>
          <Field id="login-password" label="Password" problem={problems.Password}>
            <Input.Password
              id="login-password"
              size="large"
              autoComplete="current-password"
              placeholder="Enter your password"
              value={fields.Password}
              onChange={change("Password")}
              status={problems.Password ? "error" : undefined}
              aria-invalid={Boolean(problems.Password)}
              aria-describedby="login-password-problem"
            />
          </Field>
          <Button type="primary" htmlType="submit" size="large" loading={busy} block>
            LOGIN
          </Button>
        </form>
        <Button type="link" onClick={() => setForgotOpen(true)} className="forgot-link">
          Forgot Password?
        </Button>
      </div>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
