import "./light-input.css";
import "./light-number-input.css";

/** A number box drawn like Ant Design's InputNumber, keeping the text exactly as typed: the screen parses and refuses. */
export function LightNumberInput({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  "aria-label": ariaLabel,
  invalid,
  className,
  onBlur,
}: {
  id?: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  disabled?: boolean;
  "aria-label"?: string;
  invalid?: boolean;
  className?: string;
  /** Left: where a screen checks what was typed. */
  onBlur?: () => void;
}) {
  return (
    <input
      id={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={`light-input light-number-input${className ? ` ${className}` : ""}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      placeholder={placeholder}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-invalid={invalid || undefined}
    />
  );
}
