import { toHhmm } from "@wms/domain";
import { Input } from "antd";

/** A 24-hour HH:mm box whatever the browser's locale: "2130" becomes "21:30" as it is typed. */
export function TimeInput({
  value,
  onChange,
  ...rest
}: {
  value?: string;
  onChange?: (v: string) => void;
  "aria-label"?: string;
  id?: string;
}) {
  return (
    <Input
      {...rest}
      value={value}
      placeholder="HH:mm"
      maxLength={5}
      inputMode="numeric"
      autoComplete="off"
      onChange={(e) => {
        const typed = e.target.value;
        onChange?.(/^\d{4}$/.test(typed) ? toHhmm(typed) : typed);
      }}
      onBlur={(e) => onChange?.(toHhmm(e.target.value))}
    />
  );
}
