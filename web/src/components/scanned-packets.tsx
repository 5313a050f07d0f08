import { type SerialRange, serialRangesText } from "@wms/domain";
import type { ReactNode } from "react";
import { type LineColumn, LinesTable } from "./lines-table";
import { removePacketColumn } from "./remove-packet-column";
import "./scanned-packets.css";

/** A packet's code, strong, wrapping anywhere so a long code never scrolls a handheld sideways. */
export const PacketCode = ({ code }: { code: string }) => (
  <strong className="scanned-packets-code">{code}</strong>
);

/** Serial ranges under a packet, wrapping like its code. */
export const SerialsLine = ({ serials }: { serials: readonly SerialRange[] }) => (
  <div className="scanned-packets-serials">{serialRangesText(serials)}</div>
);

/**
 * A scan screen's list of scanned packets: a row a packet, keyed by its code; the packet cell first (its code and
 * what the screen says under it), then the screen's own columns, and a remove column when packets can be taken off.
 * The packet the server refused, if any, is marked.
 */
export function ScannedPackets<T extends { QRCode: string }>({
  className,
  rows,
  emptyText,
  under,
  columns,
  onRemove,
  refused = null,
  title,
}: {
  className: string;
  rows: T[];
  emptyText: string;
  under(packet: T): ReactNode;
  columns: LineColumn<T>[];
  onRemove?(code: string): void;
  refused?: string | null;
  title?: () => ReactNode;
}) {
  return (
    <LinesTable<T>
      className={`scanned-packets ${className}`}
      rowKey="QRCode"
      dataSource={rows}
      emptyText={emptyText}
      title={title}
      rowClassName={(p) => (p.QRCode === refused ? "lines-table-refused" : "")}
      columns={[
        {
          title: "Packet",
          key: "packet",
          render: (_: never, p: T) => (
            <>
              <PacketCode code={p.QRCode} />
              {under(p)}
            </>
          ),
        },
        ...columns,
        ...(onRemove ? [removePacketColumn<T>(onRemove)] : []),
      ]}
    />
  );
}

/** Packets a confirmed action made (a split's rests, a return's packets on hold): code, product, qty and serials. */
export function MadePackets({
  packets,
}: {
  packets: ReadonlyArray<{
    QRCode: string;
    ProductCode: string;
    Qty: number;
    Serials: readonly SerialRange[];
  }>;
}) {
  return packets.map((p) => (
    <div key={p.QRCode} className="scanned-packets-made">
      <PacketCode code={p.QRCode} /> {p.ProductCode} · {p.Qty} · {serialRangesText(p.Serials)}
    </div>
  ));
}
