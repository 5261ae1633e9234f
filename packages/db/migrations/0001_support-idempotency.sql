ALTER TABLE "support_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_unique" ON "support_messages" USING btree ("ticket_id","client_id");--> statement-breakpoint
CREATE INDEX "support_tickets_last_message_idx" ON "support_tickets" USING btree ("last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_open_topic_unique" ON "support_tickets" USING btree ("user_id","category_id",coalesce("order_id", 0),coalesce("question_type_id", 0)) WHERE status = 'open';