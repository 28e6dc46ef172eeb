import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails already sent, by the key of the job that sent them: a retried or restarted job finds its
 * key and sends nothing twice (platform/mail.ts). The job queue's own tables are pg-boss's, in
 * the `pgboss` schema, created by the queue itself.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
