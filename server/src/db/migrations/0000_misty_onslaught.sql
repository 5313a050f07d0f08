CREATE TABLE "pages" (
	"page_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"action_name" text NOT NULL,
	"page_name" text NOT NULL,
	"path" text,
	"sort_order" integer NOT NULL,
	"has_add_edit" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pages_action_name_unique" UNIQUE("action_name")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role_page_permissions" (
	"role_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"is_view" boolean DEFAULT false NOT NULL,
	"is_add" boolean DEFAULT false NOT NULL,
	"is_edit" boolean DEFAULT false NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_page_permissions_role_id_page_id_pk" PRIMARY KEY("role_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_desc" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"user_type_id" serial PRIMARY KEY NOT NULL,
	"user_type_name" text NOT NULL,
	CONSTRAINT "user_types_user_type_name_unique" UNIQUE("user_type_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_no" text DEFAULT '' NOT NULL,
	"user_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_page_permissions" ADD CONSTRAINT "role_page_permissions_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_page_permissions" ADD CONSTRAINT "role_page_permissions_page_id_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("page_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_id_user_types_user_type_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("user_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lower("role_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));