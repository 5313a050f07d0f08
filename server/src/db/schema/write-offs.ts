import { type WriteOffStatus, writeOffStatuses } from "@wms/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { listOf } from "./columns.js";
import { packets } from "./stock.js";

/**
 * A write-off of lost packets (held as Lost by a count): requested by one user, approved (the packets are scrapped)
 * or rejected by another, as a count is approved by someone other than its counter.
 */
export const writeOffs = pgTable(
  "write_offs",
  {
    writeOffId: serial("write_off_id").primaryKey(),
    status: text("status").$type<WriteOffStatus>().notNull().default("Pending"),
    remark: text("remark").notNull(),
    /** Users without keys, as the ledger names them. */
    requestedBy: integer("requested_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionRemark: text("decision_remark").notNull().default(""),
  },
  (t) => [
    index("write_offs_requested").on(t.requestedAt, t.writeOffId),
    check("write_offs_status_known", sql`${t.status} in (${listOf(writeOffStatuses)})`),
    check("write_offs_decided", sql`(${t.status} = 'Pending') = (${t.decidedAt} is null)`),
  ],
);

/** The packets a write-off names. */
export const writeOffPackets = pgTable(
  "write_off_packets",
  {
    writeOffId: integer("write_off_id")
      .notNull()
      .references(() => writeOffs.writeOffId),
    packetId: integer("packet_id")
      .notNull()
      .references(() => packets.packetId),
  },
  (t) => [
    primaryKey({ columns: [t.writeOffId, t.packetId] }),
    index("write_off_packets_packet").on(t.packetId),
  ],
);
