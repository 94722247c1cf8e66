CREATE TYPE "public"."timesheet_state" AS ENUM('awaiting_worker', 'submitted', 'approved', 'corrected');--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"department_id" uuid,
	"agency_id" uuid,
	"user_id" uuid NOT NULL,
	"booked_start" timestamp with time zone NOT NULL,
	"booked_end" timestamp with time zone NOT NULL,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"break_minutes" integer,
	"state" timesheet_state DEFAULT 'awaiting_worker' NOT NULL,
	"warnings" text[] DEFAULT '{}' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"correction_reason" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "timesheet_auto_approve_days" integer;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_placement_shift_unique" ON "timesheets" USING btree ("placement_id","shift_id");--> statement-breakpoint
CREATE INDEX "timesheets_user_idx" ON "timesheets" USING btree ("user_id","booked_end");--> statement-breakpoint
CREATE INDEX "timesheets_agency_idx" ON "timesheets" USING btree ("agency_id","booked_end");--> statement-breakpoint
CREATE INDEX "timesheets_organisation_idx" ON "timesheets" USING btree ("organisation_id","booked_start");--> statement-breakpoint
CREATE INDEX "timesheets_department_idx" ON "timesheets" USING btree ("department_id","booked_start");