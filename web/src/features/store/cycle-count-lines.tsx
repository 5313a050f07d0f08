import { shellText, cycleCountText as text } from "@wms/domain";
import { LightButton, LightTag } from "../../components/light-blocks";
import { LinesTable } from "../../components/lines-table";
import { currentUser } from "../../platform/session";
import type { CountedLineRow } from "./count-api";

/** The packet whose qty the box asks for next, with Skip, and the packets scanned after it waiting their turn. */
export function CountAsking({ pending, onSkip }: { pending: string[]; onSkip(): void }) {
  const asking = pending[0];
  if (asking === undefined) return null;
  return (
    <div className="count-asking" role="status" style={{ marginTop: 8 }}>
      <strong>{text.qtyOf(asking)}</strong>{" "}
      <LightButton size="small" onClick={onSkip}>
        Skip
      </LightButton>
      {pending.length > 1 ? (
        <div style={{ marginTop: 4 }}>
          Waiting for qty:{" "}
          {pending.slice(1).map((c) => (
            <LightTag key={c}>{c}</LightTag>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The count's lines: each packet and its counted qty; the counter's own lines can be counted again or removed. */
export function CountedLines({
  lines,
  toVerify,
  onEdit,
  onRemove,
}: {
  lines: CountedLineRow[];
  /** Packets counted offline, not yet answered by the server. */
  toVerify: Set<string>;
  onEdit(line: CountedLineRow): void;
  onRemove(line: CountedLineRow): void;
}) {
  return (
    <LinesTable<CountedLineRow>
      className="count-lines"
      style={{ marginTop: 12 }}
      rowKey="QRCode"
      dataSource={lines}
      columns={[
        {
          title: "Packet",
          dataIndex: "QRCode",
          render: (code: string, line: CountedLineRow) => (
            <>
              <div>{code}</div>
              {toVerify.has(code) ? (
                <LightTag color="gold">{shellText.toVerify}</LightTag>
              ) : (
                <span className="count-secondary">{line.ProductCode}</span>
              )}
            </>
          ),
        },
        { title: "Counted", dataIndex: "CountedQty", render: (v: number) => v.toFixed(3) },
        {
          title: "Action",
          key: "action",
          // Another counter's line is theirs to change (the server refuses it too): shown, not offered.
          render: (_, line: CountedLineRow) =>
            line.RecordedById === null || line.RecordedById === currentUser()?.UserId ? (
              <span className="count-line-actions">
                <LightButton size="small" onClick={() => onEdit(line)}>
                  Edit
                </LightButton>
                <LightButton size="small" danger onClick={() => onRemove(line)}>
                  Remove
                </LightButton>
              </span>
            ) : (
              <span className="count-secondary">{line.RecordedBy}</span>
            ),
        },
      ]}
    />
  );
}
