DROP INDEX "applications_agency_idx";--> statement-breakpoint
DROP INDEX "requests_org_first_start_idx";--> statement-breakpoint
DROP INDEX "requests_org_group_first_start_idx";--> statement-breakpoint
DROP INDEX "requests_dept_first_start_idx";--> statement-breakpoint
DROP INDEX "requests_dept_group_first_start_idx";--> statement-breakpoint
CREATE INDEX "applications_agency_idx" ON "applications" USING btree ("agency_id","created_at","id","state");--> statement-breakpoint
CREATE INDEX "requests_org_first_start_idx" ON "requests" USING btree ("organisation_id","first_shift_start","id","state","last_shift_end");--> statement-breakpoint
CREATE INDEX "requests_org_group_first_start_idx" ON "requests" USING btree ("organisation_id","application_group","first_shift_start","id","state","last_shift_end");--> statement-breakpoint
CREATE INDEX "requests_dept_first_start_idx" ON "requests" USING btree ("department_id","first_shift_start","id","state","last_shift_end");--> statement-breakpoint
CREATE INDEX "requests_dept_group_first_start_idx" ON "requests" USING btree ("department_id","application_group","first_shift_start","id","state","last_shift_end");