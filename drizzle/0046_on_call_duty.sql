CREATE TABLE "on_call_agreements" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"max_duty_hours" integer NOT NULL,
	"min_on_call_percent" integer NOT NULL,
	"rest_after_hours" integer NOT NULL,
	"averaging_weeks" integer NOT NULL,
	"consent_average_hours" integer,
	"recorded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_call_agreements_bounds_check" CHECK ("on_call_agreements"."max_duty_hours" between 11 and 24 and "on_call_agreements"."min_on_call_percent" between 1 and 100 and "on_call_agreements"."rest_after_hours" between 11 and 24 and "on_call_agreements"."averaging_weeks" between 1 and 52 and coalesce("on_call_agreements"."consent_average_hours" between 49 and 72, true))
);
--> statement-breakpoint
CREATE TABLE "on_call_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"effective_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "duty_kind" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "on_call_percent" integer;--> statement-breakpoint
ALTER TABLE "on_call_agreements" ADD CONSTRAINT "on_call_agreements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_agreements" ADD CONSTRAINT "on_call_agreements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_consents" ADD CONSTRAINT "on_call_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_consents" ADD CONSTRAINT "on_call_consents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "on_call_consents_open_unique" ON "on_call_consents" USING btree ("user_id","organisation_id") WHERE "on_call_consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "on_call_consents_org_idx" ON "on_call_consents" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "on_call_consents_user_idx" ON "on_call_consents" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_duty_kind_check" CHECK ("shifts"."duty_kind" in ('regular', 'on_call', 'standby') and ("shifts"."duty_kind" = 'regular') = ("shifts"."on_call_percent" is null) and coalesce("shifts"."on_call_percent" between 1 and 100, true));