import { useId } from "react";
import "./light-radio-group.css";

/** Radio buttons in a row, drawn like Ant Design's Radio.Group of options: native radios, each labelled. */
export function LightRadioGroup<T extends string | number>({
  value,
  options,
  onChange,
  "aria-label": ariaLabel,
  className,
}: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  "aria-label"?: string;
  className?: string;
}) {
  // one name, so the arrow keys move between the options as in Ant Design
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      className={`light-radio-group${className ? ` ${className}` : ""}`}
    >
      {options.map((option) => (
        <label key={String(option.value)} className="light-radio">
          <input
            type="radio"
            name={name}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
