import EyeInvisibleOutlined from "@ant-design/icons-svg/es/asn/EyeInvisibleOutlined";
import EyeOutlined from "@ant-design/icons-svg/es/asn/EyeOutlined";
import type { AbstractNode } from "@ant-design/icons-svg/es/types";
import { authMessages, floorText, type LoginFields, loginProblems, shellText } from "@wms/domain";
import { Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { lazyThemed } from "../../platform/lazy-themed";
import { firstViewablePath } from "../../platform/permissions";
import { forgetSessionEnd, saveLogin, sessionEndedAt } from "../../platform/session";
import { showToast } from "../../platform/toast";
import "./login-page.css";

// The dialog's form library loads only when asked for: the login route's JS stays within its budget.
const ForgotPasswordDialog = lazyThemed(() => import("./forgot-password-dialog").then((m) => m.default));

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

/** The password toggle's eye, Ant Design's outlined icon drawn from its definition (no icon component library). */
function Eye({ shown }: { shown: boolean }) {
  const svg = (shown ? EyeOutlined : EyeInvisibleOutlined).icon as AbstractNode;
  return (
    <svg
      viewBox={svg.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {svg.children?.map((path) => (
        <path key={path.attrs.d} d={path.attrs.d} />
      ))}
    </svg>
  );
}

/**
 * The sign-in form's fields and their problems (shown once LOGIN was pressed), the sign-in itself and why it
 * did not reach the server; signed in, it goes back to the page the session ended on or the address asked for.
 */
function useSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [endedAt] = useState(sessionEndedAt);
  // why the last LOGIN did not reach a sign-in (no server, too many tries)
  const [unsent, setUnsent] = useState<string | null>(null);
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
    // Signing in needs the server: offline it is said at once, in the form (a toast's code may not load offline).
    setUnsent(null);
    if (!navigator.onLine) return setUnsent(floorText.signInNeedsServer);
    setBusy(true);
    try {
      // The API client and the call's schemas load with the first sign-in, not with the page.
      const { signIn } = await import("./api");
      const answer = await signIn(fields.Email.trim(), fields.Password);
      if (answer.ResponseCode === "200" && answer.ResponseData[0]) {
        saveLogin(answer.ResponseData[0]);
        forgetSessionEnd();
        navigate(target(), { replace: true });
      } else {
        showToast("error", answer.ResponseMessage);
      }
    } catch (err) {
      // no answer (or the sign-in code could not load): the server is needed; an HTTP failure (too many tries) says its own
      const status = (err as { status?: number }).status;
      setUnsent(status ? (err as Error).message : floorText.signInNeedsServer);
    } finally {
      setBusy(false);
    }
  };

  return { busy, endedAt, unsent, fields, problems, change, submit };
}

/** The password box with its show/hide toggle. */
function PasswordInput({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem?: string;
  onChange(e: React.ChangeEvent<HTMLInputElement>): void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <span className={`login-password${problem ? " login-input-error" : ""}`}>
      <input
        id="login-password"
        type={shown ? "text" : "password"}
        autoComplete="current-password"
        placeholder="Enter your password"
        value={value}
        onChange={onChange}
        aria-invalid={Boolean(problem)}
        aria-describedby="login-password-problem"
      />
      <button
        type="button"
        className="login-password-toggle"
        aria-label={shown ? "Hide password" : "Show password"}
        aria-pressed={shown}
        onClick={() => setShown((now) => !now)}
      >
        <Eye shown={shown} />
      </button>
    </span>
  );
}

/**
 * The sign-in screen, in plain HTML and its own CSS (no Ant Design): it is the first screen a handheld
 * loads, so it carries only React, the router and the sign-in rules.
 */
export default function LoginPage() {
  const { busy, endedAt, unsent, fields, problems, change, submit } = useSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);

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
        {unsent ? (
          <div className="login-session-ended" role="alert">
            {unsent}
          </div>
        ) : null}
        <form name="login" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="login-email" label="Email Id" problem={problems.Email}>
            <input
              id="login-email"
              className={`login-input${problems.Email ? " login-input-error" : ""}`}
              type="email"
              // biome-ignore lint/a11y/noAutofocus: the sign-in screen has one job, and a scanner or keyboard starts typing at once
              autoFocus
              autoComplete="username"
              placeholder="Enter your email id"
              value={fields.Email}
              onChange={change("Email")}
              aria-invalid={Boolean(problems.Email)}
              aria-describedby="login-email-problem"
            />
          </Field>
          <Field id="login-password" label="Password" problem={problems.Password}>
            <PasswordInput
              value={fields.Password}
              problem={problems.Password}
              onChange={change("Password")}
            />
          </Field>
          <button type="submit" className="login-submit" disabled={busy} aria-busy={busy}>
            {busy ? <span className="login-submit-busy" aria-hidden="true" /> : null}
            LOGIN
          </button>
        </form>
        <button type="button" className="forgot-link" onClick={() => setForgotOpen(true)}>
          Forgot Password?
        </button>
      </div>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
