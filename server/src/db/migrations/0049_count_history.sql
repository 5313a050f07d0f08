CREATE TABLE "cycle_count_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"kind" text NOT NULL,
	"packet_id" integer,
	"counted_qty" numeric(14, 3),
	"previous_qty" numeric(14, 3),
	"reason" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "cycle_count_events_kind_known" CHECK ("cycle_count_events"."kind" in ('Recorded', 'Rerecorded', 'Removed', 'Submitted', 'SentBack')),
	CONSTRAINT "cycle_count_events_packet" CHECK (("cycle_count_events"."kind" in ('Submitted', 'SentBack')) = ("cycle_count_events"."packet_id" is null)),
	CONSTRAINT "cycle_count_events_reason" CHECK (("cycle_count_events"."kind" = 'SentBack') = ("cycle_count_events"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "cycle_count_events" ADD CONSTRAINT "cycle_count_events_count_id_cycle_counts_count_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cycle_counts"("count_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_events" ADD CONSTRAINT "cycle_count_events_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_count_events_count" ON "cycle_count_events" USING btree ("count_id","event_id");