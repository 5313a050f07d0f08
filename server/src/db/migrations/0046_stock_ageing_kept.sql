CREATE TABLE "on_hand_ages" (
	"product_id" integer NOT NULL,
	"inward_at" timestamp with time zone NOT NULL,
	"qty" numeric DEFAULT '0' NOT NULL,
	"packets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "on_hand_ages_product_id_inward_at_pk" PRIMARY KEY("product_id","inward_at")
);--> statement-breakpoint
-- The quarter hour a packet came in: its put-away, or its creation while it waits for a bin.
CREATE FUNCTION on_hand_quarter_of(inward_at timestamptz, created_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_bin('15 minutes', coalesce(inward_at, created_at), timestamptz '2000-01-01 00:00+00') $$;--> statement-breakpoint
-- Each statement's change to the packets in stock added to the sums per product and quarter hour in the writing
-- transaction, as 0038 keeps the sums per product and lot: one upsert, its rows in key order. Its triggers are named to
-- fire after 0038's, so every statement locks products, lots, then these rows.
CREATE FUNCTION on_hand_ages_add_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO on_hand_ages AS total (product_id, inward_at, qty, packets)
    SELECT product_id, on_hand_quarter_of(inward_at, created_at), sum(qty), count(*)
    FROM new_rows
    WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (product_id, inward_at) DO UPDATE SET qty = total.qty + excluded.qty, packets = total.packets + excluded.packets;
  ELSE
    INSERT INTO on_hand_ages AS total (product_id, inward_at, qty, packets)
    SELECT * FROM (
      SELECT product_id, inward_at, sum(qty) AS qty, sum(n)::integer AS packets
      FROM (SELECT product_id, on_hand_quarter_of(inward_at, created_at) AS inward_at, qty, 1 AS n
            FROM new_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
            UNION ALL
            SELECT product_id, on_hand_quarter_of(inward_at, created_at), -qty, -1
            FROM old_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')) change
      GROUP BY product_id, inward_at) summed
    WHERE packets <> 0 OR qty <> 0
    ORDER BY product_id, inward_at
    ON CONFLICT (product_id, inward_at) DO UPDATE SET qty = total.qty + excluded.qty, packets = total.packets + excluded.packets;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER packets_on_hand_inserts_by_age AFTER INSERT ON "packets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION on_hand_ages_add_changes();--> statement-breakpoint
CREATE TRIGGER packets_on_hand_updates_by_age AFTER UPDATE ON "packets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION on_hand_ages_add_changes();--> statement-breakpoint
-- Summed after the triggers exist: creating them locks packets against writes until this transaction commits.
INSERT INTO on_hand_ages (product_id, inward_at, qty, packets)
SELECT product_id, on_hand_quarter_of(inward_at, created_at), sum(qty), count(*)
FROM "packets"
WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
GROUP BY 1, 2;
