ALTER TABLE "requisition_issues" DROP CONSTRAINT "requisition_issues_issued_by_users_user_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_user_id_users_user_id_fk";
