CREATE TABLE "consumption_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"stage" text NOT NULL,
	"operator" text NOT NULL,
	"shift_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumption_events_stage_known" CHECK ("consumption_events"."stage" in ('Start', 'End')),
	CONSTRAINT "consumption_events_kind_known" CHECK ("consumption_events"."kind" in ('assembly', 'intermediate'))
);
--> statement-breakpoint
ALTER TABLE "consumptions" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "consumption_events" ADD CONSTRAINT "consumption_events_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_events" ADD CONSTRAINT "consumption_events_shift_id_shifts_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("shift_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumption_events_requisition" ON "consumption_events" USING btree ("requisition_id");--> statement-breakpoint
ALTER TABLE "consumptions" ADD CONSTRAINT "consumptions_event_id_consumption_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."consumption_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumptions_event" ON "consumptions" USING btree ("event_id");