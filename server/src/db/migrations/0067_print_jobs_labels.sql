ALTER TABLE "print_jobs" ALTER COLUMN "packet_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "label" text DEFAULT 'packet' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "document" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "print_jobs_document" ON "print_jobs" USING btree ("label","document","print_job_id") WHERE "print_jobs"."packet_id" is null;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_label" CHECK ("print_jobs"."label" in ('packet', 'bom-slip', 'delivery-label'));--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_one_subject" CHECK (("print_jobs"."label" = 'packet') = ("print_jobs"."packet_id" is not null) and ("print_jobs"."packet_id" is null) = ("print_jobs"."document" <> ''));