CREATE INDEX "contact_requests_name_idx" ON "contact_requests" USING btree ("name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_requests_hospital_idx" ON "contact_requests" USING btree ("hospital_name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_requests_kind_idx" ON "contact_requests" USING btree ("kind","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_requests_kind_desc_idx" ON "contact_requests" USING btree ("kind" DESC NULLS FIRST,"id" DESC NULLS FIRST);