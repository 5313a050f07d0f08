import { useId } from "react";
import "./light-segmented.css";

/** A choice of one among a few, drawn like Ant Design's Segmented, without it: a radiogroup of native radios. */
export function LightSegmented<T extends string>(props: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  "aria-label"?: string;
}) {
  const { value, options, onChange } = props;
  const name = useId();
  return (
    <div className="light-segmented" role="radiogroup" aria-label={props["aria-label"]}>
      {options.map((o) => (
        <label key={o.value} className="light-segmented-item">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
