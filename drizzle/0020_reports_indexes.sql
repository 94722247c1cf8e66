CREATE INDEX "requests_org_created_idx" ON "requests" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_dept_created_idx" ON "requests" USING btree ("department_id","created_at");--> statement-breakpoint
CREATE INDEX "placements_request_idx" ON "placements" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_offers_asked_idx" ON "request_offers" USING btree ("asked_at");