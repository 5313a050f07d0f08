import { shellText, cycleCountText as text } from "@wms/domain";
import { Button, Space, Tag, Typography } from "antd";
import { LinesTable } from "../../components/lines-table";
import { currentUser } from "../../platform/session";
import type { CountedLineRow } from "./count-api";

/** The packet whose qty the box asks for next, with Skip, and the packets scanned after it waiting their turn. */
export function CountAsking({ pending, onSkip }: { pending: string[]; onSkip(): void }) {
  const asking = pending[0];
  if (asking === undefined) return null;
  return (
    <div className="count-asking" role="status" style={{ marginTop: 8 }}>
      <Typography.Text strong>{text.qtyOf(asking)}</Typography.Text>{" "}
      <Button size="small" onClick={onSkip}>
        Skip
      </Button>
      {pending.length > 1 ? (
        <div style={{ marginTop: 4 }}>
          Waiting for qty:{" "}
          {pending.slice(1).map((c) => (
            <Tag key={c}>{c}</Tag>
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
          render: (code: string, line) => (
            <>
              <div>{code}</div>
              {toVerify.has(code) ? (
                <Tag color="gold">{shellText.toVerify}</Tag>
              ) : (
                <Typography.Text type="secondary">{line.ProductCode}</Typography.Text>
              )}
            </>
          ),
        },
        { title: "Counted", dataIndex: "CountedQty", render: (v: number) => v.toFixed(3) },
        {
          title: "Action",
          key: "action",
          // Another counter's line is theirs to change (the server refuses it too): shown, not offered.
          render: (_, line) =>
            line.RecordedById === null || line.RecordedById === currentUser()?.UserId ? (
              <Space size={4}>
                <Button size="small" onClick={() => onEdit(line)}>
                  Edit
                </Button>
                <Button size="small" danger onClick={() => onRemove(line)}>
                  Remove
                </Button>
              </Space>
            ) : (
              <Typography.Text type="secondary">{line.RecordedBy}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
