import "./light-input.css";
import "./light-select.css";

/** A choice from a short list, drawn like Ant Design's Select, without it: a native <select> (the placeholder until chosen). */
export function LightSelect<T extends string | number>({
  id,
  value,
  options,
  onChange,
  placeholder,
  disabled,
  "aria-label": ariaLabel,
  className,
}: {
  id?: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  placeholder?: string;
  disabled?: boolean;
  "aria-label"?: string;
  className?: string;
}) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <select
      id={id}
      className={className ? `light-input light-select ${className}` : "light-input light-select"}
      value={index < 0 ? "" : String(index)}
      onChange={(e) => onChange(options[Number(e.target.value)].value)}
      disabled={disabled}
      aria-label={ariaLabel}
      data-empty={index < 0 || undefined}
    >
      <option value="" disabled hidden>
        {placeholder ?? ""}
      </option>
      {options.map((o, i) => (
        <option key={o.value} value={String(i)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
