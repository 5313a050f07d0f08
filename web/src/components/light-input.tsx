import type { InputHTMLAttributes } from "react";
import "./light-input.css";

/** A one-line text field drawn like Ant Design's Input, without it; the text is kept exactly as typed. */
export function LightInput({ className, type = "text", ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={className ? `light-input ${className}` : "light-input"} {...rest} />;
}
