import type { ButtonHTMLAttributes, ReactNode } from "react";
import "./light-blocks.css";

/** Class names joined, the falsy ones left out. */
const classes = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(" ");

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "default" | "text";
  size?: "small" | "middle" | "large";
  danger?: boolean;
  icon?: ReactNode;
  loading?: boolean;
}

/** A button drawn like Ant Design's (default, primary or text; small, middle or large), without it. */
export function LightButton({
  variant = "default",
  size = "middle",
  danger,
  icon,
  loading,
  className,
  children,
  type = "button",
  disabled,
  ...rest
}: LightButtonProps) {
  return (
    <button
      type={type}
      className={classes(
        "light-btn",
        `light-btn-${variant}`,
        `light-btn-${size}`,
        danger && "light-btn-danger",
        !children && "light-btn-icon-only",
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {icon}
      {children ? <span>{children}</span> : null}
    </button>
  );
}

/** A button that reads as a link (Ant Design's small link button): brand-coloured text, no box. */
export function LightLink({ className, type = "button", ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes("light-link", className)} {...rest} />;
}

/** Ant Design's preset tag colours the scan screens use. */
export type TagColor = "gold" | "orange" | "green" | "red" | "blue" | "default";

/** A small coloured label, drawn like Ant Design's Tag. */
export function LightTag({ color = "default", children }: { color?: TagColor; children: ReactNode }) {
  return <span className={`light-tag light-tag-${color}`}>{children}</span>;
}

/** A white panel with a border, drawn like Ant Design's Card (its body's padding). */
export function LightCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={classes("light-card", className)}>
      <div className="light-card-body">{children}</div>
    </div>
  );
}

/** A line telling an outcome, drawn like Ant Design's Alert with its title and description. */
export function LightAlert({
  type,
  message,
  description,
  className,
}: {
  type: "success" | "info" | "warning" | "error";
  message: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div className={classes("light-alert", `light-alert-${type}`, className)} role="alert">
      <div className="light-alert-message">{message}</div>
      {description ? <div className="light-alert-description">{description}</div> : null}
    </div>
  );
}
