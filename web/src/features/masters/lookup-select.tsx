import { Select } from "antd";
import type { Option } from "./api";

/** A drop-down of a shared lookup; Form.Item hands it value and onChange. */
export function LookupSelect({
  options,
  value,
  onChange,
  label,
}: {
  options: Option[] | undefined;
  value?: number;
  onChange?: (value: number) => void;
  label: string;
}) {
  return (
    <Select
      aria-label={label}
      placeholder="Select"
      options={options ?? []}
      value={value || undefined}
      onChange={onChange}
      showSearch={{ optionFilterProp: "label" }}
    />
  );
}
