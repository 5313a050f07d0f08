import { Button } from "antd";
import type { TraceRow } from "./api";

/** The RM Code cell: a link only when the row is an intermediate with rows of its own. */
export function RmCodeLink({ row, onOpen }: { row: TraceRow; onOpen: (row: TraceRow) => void }) {
  if (row.IsIntermediate <= 0) return <span>{row.RMCode}</span>;
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)}>
      {row.RMCode}
    </Button>
  );
}
