ALTER TABLE "consumptions" DROP CONSTRAINT "consumptions_activity_report_id_activity_reports_activity_report_id_fk";
--> statement-breakpoint
DROP TABLE "activity_reports";--> statement-breakpoint
ALTER TABLE "consumptions" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consumptions" DROP COLUMN "activity_report_id";
