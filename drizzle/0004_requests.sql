CREATE TYPE "public"."application_state" AS ENUM('applied', 'selected', 'not_selected', 'withdrawn', 'request_cancelled');--> statement-breakpoint
CREATE TYPE "public"."request_kind" AS ENUM('staff', 'substitute_doctor');--> statement-breakpoint
CREATE TYPE "public"."request_state" AS ENUM('internal_adv', 'internal_fill', 'hr_review', 'pool_adv', 'external_adv', 'external_fill', 'cancelled');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"agency_id" uuid,
	"submitted_by" uuid,
	"state" "application_state" DEFAULT 'applied' NOT NULL,
	"hourly_rate" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"department_id" uuid,
	"kind" "request_kind" NOT NULL,
	"state" "request_state" NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"qualification" text,
	"shift_type" text,
	"field" text,
	"contract_type" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_limit_hours" integer,
	"specialist_required" boolean DEFAULT true NOT NULL,
	"resident_accepted" boolean DEFAULT true NOT NULL,
	"starts_immediately" boolean DEFAULT true NOT NULL,
	"accommodation" boolean DEFAULT false NOT NULL,
	"pay_active" numeric(10, 2),
	"pay_on_call" numeric(10, 2),
	"first_shift_start" timestamp with time zone NOT NULL,
	"last_shift_end" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"department_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"activity" text DEFAULT 'times' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_request_user_unique" ON "applications" USING btree ("request_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_agency_idx" ON "applications" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "requests_org_last_end_idx" ON "requests" USING btree ("organisation_id","last_shift_end");--> statement-breakpoint
CREATE INDEX "requests_org_first_start_idx" ON "requests" USING btree ("organisation_id","first_shift_start");--> statement-breakpoint
CREATE INDEX "requests_dept_last_end_idx" ON "requests" USING btree ("department_id","last_shift_end");--> statement-breakpoint
CREATE INDEX "requests_state_idx" ON "requests" USING btree ("state");--> statement-breakpoint
CREATE INDEX "shifts_org_ends_idx" ON "shifts" USING btree ("organisation_id","ends_at");--> statement-breakpoint
CREATE INDEX "shifts_dept_ends_idx" ON "shifts" USING btree ("department_id","ends_at");--> statement-breakpoint
CREATE INDEX "shifts_request_idx" ON "shifts" USING btree ("request_id","starts_at");