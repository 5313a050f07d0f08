ALTER TABLE "consumption_events" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ADD COLUMN "done_at" timestamp with time zone;