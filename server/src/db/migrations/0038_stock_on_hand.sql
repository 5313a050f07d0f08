CREATE TABLE "on_hand_lots" (
	"mrn_line_id" integer,
	"produced_by_requisition_id" integer,
	"product_id" integer NOT NULL,
	"packed_qty" numeric DEFAULT '0' NOT NULL,
	"in_bin_qty" numeric DEFAULT '0' NOT NULL,
	"on_hold_qty" numeric DEFAULT '0' NOT NULL,
	"rejected_qty" numeric DEFAULT '0' NOT NULL,
	"packets" integer DEFAULT 0 NOT NULL,
	"first_inward_at" timestamp with time zone,
	CONSTRAINT "on_hand_lots_lot" UNIQUE NULLS NOT DISTINCT("mrn_line_id","produced_by_requisition_id")
);
--> statement-breakpoint
CREATE TABLE "on_hand_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"packed_qty" numeric DEFAULT '0' NOT NULL,
	"in_bin_qty" numeric DEFAULT '0' NOT NULL,
	"on_hold_qty" numeric DEFAULT '0' NOT NULL,
	"rejected_qty" numeric DEFAULT '0' NOT NULL,
	"packets" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "on_hand_lots_inward" ON "on_hand_lots" USING btree ("first_inward_at","mrn_line_id","produced_by_requisition_id") WHERE "on_hand_lots"."packets" > 0;--> statement-breakpoint
CREATE INDEX "on_hand_lots_product_inward" ON "on_hand_lots" USING btree ("product_id","first_inward_at") WHERE "on_hand_lots"."packets" > 0;--> statement-breakpoint
CREATE INDEX "bins_holding_stock" ON "bins" USING btree ("col_address","bin_id") WHERE "bins"."col_status";--> statement-breakpoint
CREATE INDEX "packets_fifo" ON "packets" USING btree ("product_id","inward_at","packet_id") WHERE "packets"."status" = 'InBin';--> statement-breakpoint
-- Each statement's change to the packets in stock (Packed, InBin, OnHold, Rejected) added to the on-hand sums per product
-- and per lot in the writing transaction: one upsert per table, its rows taken in key order (products before lots, and a
-- lot is one product's), so two commands lock shared sums in the same order and never deadlock. A statement that changes
-- no sum (a move, a consumption of issued stock) writes nothing and locks nothing. Packets are never deleted (their
-- ledger rows keep them), so inserts and updates are all.
CREATE FUNCTION on_hand_add_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO on_hand_products AS total (product_id, packed_qty, in_bin_qty, on_hold_qty, rejected_qty, packets)
    SELECT product_id,
      coalesce(sum(qty) FILTER (WHERE status = 'Packed'), 0), coalesce(sum(qty) FILTER (WHERE status = 'InBin'), 0),
      coalesce(sum(qty) FILTER (WHERE status = 'OnHold'), 0), coalesce(sum(qty) FILTER (WHERE status = 'Rejected'), 0),
      count(*)
    FROM new_rows
    WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
    GROUP BY product_id
    ORDER BY product_id
    ON CONFLICT (product_id) DO UPDATE SET packed_qty = total.packed_qty + excluded.packed_qty,
      in_bin_qty = total.in_bin_qty + excluded.in_bin_qty, on_hold_qty = total.on_hold_qty + excluded.on_hold_qty,
      rejected_qty = total.rejected_qty + excluded.rejected_qty, packets = total.packets + excluded.packets;
    INSERT INTO on_hand_lots AS total (mrn_line_id, produced_by_requisition_id, product_id, packed_qty, in_bin_qty,
      on_hold_qty, rejected_qty, packets, first_inward_at)
    SELECT mrn_line_id, produced_by_requisition_id, min(product_id),
      coalesce(sum(qty) FILTER (WHERE status = 'Packed'), 0), coalesce(sum(qty) FILTER (WHERE status = 'InBin'), 0),
      coalesce(sum(qty) FILTER (WHERE status = 'OnHold'), 0), coalesce(sum(qty) FILTER (WHERE status = 'Rejected'), 0),
      count(*), min(inward_at)
    FROM new_rows
    WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
    GROUP BY mrn_line_id, produced_by_requisition_id
    ORDER BY mrn_line_id, produced_by_requisition_id
    ON CONFLICT (mrn_line_id, produced_by_requisition_id) DO UPDATE SET packed_qty = total.packed_qty + excluded.packed_qty,
      in_bin_qty = total.in_bin_qty + excluded.in_bin_qty, on_hold_qty = total.on_hold_qty + excluded.on_hold_qty,
      rejected_qty = total.rejected_qty + excluded.rejected_qty, packets = total.packets + excluded.packets,
      first_inward_at = least(total.first_inward_at, excluded.first_inward_at);
  ELSE
    INSERT INTO on_hand_products AS total (product_id, packed_qty, in_bin_qty, on_hold_qty, rejected_qty, packets)
    SELECT * FROM (
      SELECT product_id,
        coalesce(sum(qty) FILTER (WHERE status = 'Packed'), 0) AS packed_qty,
        coalesce(sum(qty) FILTER (WHERE status = 'InBin'), 0) AS in_bin_qty,
        coalesce(sum(qty) FILTER (WHERE status = 'OnHold'), 0) AS on_hold_qty,
        coalesce(sum(qty) FILTER (WHERE status = 'Rejected'), 0) AS rejected_qty,
        sum(n)::integer AS packets
      FROM (SELECT product_id, status, qty, 1 AS n FROM new_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
            UNION ALL
            SELECT product_id, status, -qty, -1 FROM old_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')) change
      GROUP BY product_id) summed
    WHERE packets <> 0 OR packed_qty <> 0 OR in_bin_qty <> 0 OR on_hold_qty <> 0 OR rejected_qty <> 0
    ORDER BY product_id
    ON CONFLICT (product_id) DO UPDATE SET packed_qty = total.packed_qty + excluded.packed_qty,
      in_bin_qty = total.in_bin_qty + excluded.in_bin_qty, on_hold_qty = total.on_hold_qty + excluded.on_hold_qty,
      rejected_qty = total.rejected_qty + excluded.rejected_qty, packets = total.packets + excluded.packets;
    INSERT INTO on_hand_lots AS total (mrn_line_id, produced_by_requisition_id, product_id, packed_qty, in_bin_qty,
      on_hold_qty, rejected_qty, packets, first_inward_at)
    SELECT * FROM (
      SELECT mrn_line_id, produced_by_requisition_id, min(product_id) AS product_id,
        coalesce(sum(qty) FILTER (WHERE status = 'Packed'), 0) AS packed_qty,
        coalesce(sum(qty) FILTER (WHERE status = 'InBin'), 0) AS in_bin_qty,
        coalesce(sum(qty) FILTER (WHERE status = 'OnHold'), 0) AS on_hold_qty,
        coalesce(sum(qty) FILTER (WHERE status = 'Rejected'), 0) AS rejected_qty,
        sum(n)::integer AS packets, min(inward_at) AS first_inward_at
      FROM (SELECT mrn_line_id, produced_by_requisition_id, product_id, status, qty, 1 AS n, inward_at
            FROM new_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
            UNION ALL
            SELECT mrn_line_id, produced_by_requisition_id, product_id, status, -qty, -1, NULL
            FROM old_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')) change
      GROUP BY mrn_line_id, produced_by_requisition_id) summed
    WHERE packets <> 0 OR packed_qty <> 0 OR in_bin_qty <> 0 OR on_hold_qty <> 0 OR rejected_qty <> 0
    ORDER BY mrn_line_id, produced_by_requisition_id
    ON CONFLICT (mrn_line_id, produced_by_requisition_id) DO UPDATE SET packed_qty = total.packed_qty + excluded.packed_qty,
      in_bin_qty = total.in_bin_qty + excluded.in_bin_qty, on_hold_qty = total.on_hold_qty + excluded.on_hold_qty,
      rejected_qty = total.rejected_qty + excluded.rejected_qty, packets = total.packets + excluded.packets,
      first_inward_at = least(total.first_inward_at, excluded.first_inward_at);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER packets_on_hand_inserts AFTER INSERT ON "packets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION on_hand_add_changes();--> statement-breakpoint
CREATE TRIGGER packets_on_hand_updates AFTER UPDATE ON "packets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION on_hand_add_changes();--> statement-breakpoint
-- Summed after the triggers exist: creating them locks packets against writes until this transaction commits.
INSERT INTO on_hand_products (product_id, packed_qty, in_bin_qty, on_hold_qty, rejected_qty, packets)
SELECT product_id,
  coalesce(sum(qty) FILTER (WHERE status = 'Packed'), 0), coalesce(sum(qty) FILTER (WHERE status = 'InBin'), 0),
  coalesce(sum(qty) FILTER (WHERE status = 'OnHold'), 0), coalesce(sum(qty) FILTER (WHERE status = 'Rejected'), 0),
  count(*)
FROM "packets"
WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
GROUP BY product_id;--> statement-breakpoint
INSERT INTO on_hand_lots (mrn_line_id, produced_by_requisition_id, product_id, packed_qty, in_bin_qty, on_hold_qty,
  rejected_qty, packets, first_inward_at)
SELECT mrn_line_id, produced_by_requisition_id, min(product_id),
  coalesce(sum(qty) FILTER (WHERE status = 'Packed'), 0), coalesce(sum(qty) FILTER (WHERE status = 'InBin'), 0),
  coalesce(sum(qty) FILTER (WHERE status = 'OnHold'), 0), coalesce(sum(qty) FILTER (WHERE status = 'Rejected'), 0),
  count(*) FILTER (WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')), min(inward_at)
FROM "packets"
GROUP BY mrn_line_id, produced_by_requisition_id
HAVING count(*) FILTER (WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')) > 0;
