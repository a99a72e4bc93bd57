import { timestampType, type AppMigration } from "./types";

/**
 * The administrators' devices that receive instant alerts (docs/product.md#admin-push): one row
 * per Push API subscription, its endpoint unique (a device subscribing again replaces its row).
 * `user_id` is better-auth's `user.id`. No foreign key: better-auth creates its tables after ours
 * on a fresh database (see README.md), so the link is kept by the code instead: removing an
 * administrator deletes their rows, and alerts only go to rows whose user is still an administrator.
 */
export const pushSubscriptions: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema
      .createTable("push_subscriptions")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("endpoint", "text", (c) => c.notNull().unique())
      .addColumn("p256dh", "text", (c) => c.notNull())
      .addColumn("auth", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("last_used_at", ts)
      .execute();
    await db.schema.createIndex("push_subscriptions_user_idx").ifNotExists().on("push_subscriptions").column("user_id").execute();
  },
};
