import { Switch } from "antd";

/**
 * A row's active switch. One-way (most masters): enabled only while active, switching it off asks
 * first; an inactive row's switch is disabled (reactivation is the edit form's Is Active box).
 * Two-way (bins, cartons): either direction, after the same confirmation.
 */
export function ActiveSwitch({
  active,
  twoWay,
  onToggle,
}: {
  active: boolean;
  twoWay: boolean;
  onToggle: (active: boolean) => void;
}) {
  return (
    <Switch
      size="small"
      checked={active}
      disabled={!active && !twoWay}
      aria-label={active ? "Active" : "Inactive"}
      onChange={(next) => onToggle(next)}
    />
  );
}
