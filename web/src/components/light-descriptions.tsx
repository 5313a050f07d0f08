import type { ReactNode } from "react";
import "./light-descriptions.css";

/** Label and value pairs drawn like Ant Design's bordered, small Descriptions: one pair a row on a handheld, three on a desk. */
export function LightDescriptions({
  items,
  className,
}: {
  items: { label: string; children: ReactNode }[];
  className?: string;
}) {
  return (
    <dl className={`light-descriptions${className ? ` ${className}` : ""}`}>
      {items.map((item) => (
        <div className="light-descriptions-item" key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
