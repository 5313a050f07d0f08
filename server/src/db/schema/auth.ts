import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { auditColumns } from "./columns.js";

export const pages = pgTable("pages", {
  pageId: serial("page_id").primaryKey(),
  parentId: integer("parent_id"),
  actionName: text("action_name").notNull().unique(),
  pageName: text("page_name").notNull(),
  path: text("path"),
  sortOrder: integer("sort_order").notNull(),
  hasAddEdit: boolean("has_add_edit").notNull().default(true),
});

export const roles = pgTable(
  "roles",
  {
    roleId: serial("role_id").primaryKey(),
    roleName: text("role_name").notNull(),
    roleDesc: text("role_desc").notNull().default(""),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("roles_name_unique").on(sql`lower(${t.roleName})`)],
);

export const rolePagePermissions = pgTable(
  "role_page_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.roleId),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.pageId),
    isView: boolean("is_view").notNull().default(false),
    isAdd: boolean("is_add").notNull().default(false),
    isEdit: boolean("is_edit").notNull().default(false),
    isDelete: boolean("is_delete").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: integer("created_by"),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.pageId] })],
);

export const userTypes = pgTable("user_types", {
  userTypeId: serial("user_type_id").primaryKey(),
  userTypeName: text("user_type_name").notNull().unique(),
});

export const users = pgTable(
  "users",
  {
    userId: serial("user_id").primaryKey(),
    userName: text("user_name").notNull(),
    email: text("email").notNull(),
    mobileNo: text("mobile_no").notNull().default(""),
    userTypeId: integer("user_type_id")
      .notNull()
      .references(() => userTypes.userTypeId),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.roleId),
    passwordHash: text("password_hash").notNull(),
    /** Carried in the token; raised when the password, activity or role changes, ending older sessions. */
    sessionVersion: integer("session_version").notNull().default(1),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user").on(t.userId)],
);

/** Sign-in and reset attempts counted per key (account or client address) in a fixed window, shared by every instance. */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});
