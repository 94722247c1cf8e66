CREATE INDEX "users_live_role_last_name_id_idx" ON "users" USING btree ("role",lower("last_name"),"id","last_name") WHERE "users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_channel_id_idx" ON "outbox" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "agencies_live_name_id_idx" ON "agencies" USING btree (lower("name"),"id","name") WHERE "agencies"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "organisations_live_name_id_idx" ON "organisations" USING btree (lower("name"),"id","name") WHERE "organisations"."archived_at" is null;