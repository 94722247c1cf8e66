DROP INDEX "requests_org_first_start_idx";--> statement-breakpoint
CREATE INDEX "requests_state_first_start_idx" ON "requests" USING btree ("state","first_shift_start","id");--> statement-breakpoint
CREATE INDEX "requests_org_first_start_idx" ON "requests" USING btree ("organisation_id","first_shift_start","id");