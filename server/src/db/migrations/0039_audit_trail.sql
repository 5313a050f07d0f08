CREATE TABLE "audit_events" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"entity" text NOT NULL,
	"record_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_events_entity_known" CHECK ("audit_events"."entity" in ('Warehouse', 'Machine', 'Product', 'Supplier', 'Shift', 'User', 'Role', 'Bin', 'Carton', 'RolePermission', 'UserRole', 'Password', 'SignIn')),
	CONSTRAINT "audit_events_action_known" CHECK ("audit_events"."action" in ('Create', 'Update', 'Activate', 'Deactivate', 'RightsChange', 'RoleChange', 'PasswordChange', 'PasswordReset', 'SignInSuccess', 'SignInFailure', 'SignInLimited'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("at","audit_id");--> statement-breakpoint
CREATE INDEX "audit_events_record" ON "audit_events" USING btree ("entity","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_user" ON "audit_events" USING btree ("user_id","at");