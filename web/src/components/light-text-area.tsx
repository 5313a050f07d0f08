import type { TextareaHTMLAttributes } from "react";
import "./light-input.css";
import "./light-text-area.css";

/**
 * A text area drawn like Ant Design's TextArea with `autoSize={{ minRows: 1, maxRows: 3 }}`, without it: one line
 * high, growing with its text to three, then scrolling. The text is kept exactly as typed.
 */
export function LightTextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      rows={1}
      className={className ? `light-input light-text-area ${className}` : "light-input light-text-area"}
      {...rest}
    />
  );
}
