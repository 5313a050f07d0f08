import { Input, type InputRef } from "antd";
import { useEffect, useRef, useState } from "react";

export interface ScanInputProps {
  /** Called with the trimmed text when Enter is pressed (also with "" so the caller can warn). */
  onScan(text: string): void;
  placeholder?: string;
  /** Keep the cursor in the box after every scan and when the page opens (a scanner is a keyboard). */
  autoFocus?: boolean;
  disabled?: boolean;
  "aria-label"?: string;
}

/**
 * A box for a barcode/QR scanner: the scanner types the code and presses Enter. Enter submits,
 * the box clears and keeps focus for the next scan.
 */
export function ScanInput({ onScan, placeholder, autoFocus = true, disabled, ...rest }: ScanInputProps) {
  const [text, setText] = useState("");
  const ref = useRef<InputRef>(null);
  useEffect(() => {
    if (autoFocus && !disabled) ref.current?.focus();
  }, [autoFocus, disabled]);
  return (
    <Input
      ref={ref}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      aria-label={rest["aria-label"] ?? placeholder}
      onChange={(e) => setText(e.target.value)}
      onPressEnter={() => {
        const scanned = text.trim();
        setText("");
        onScan(scanned);
        ref.current?.focus();
      }}
    />
  );
}
