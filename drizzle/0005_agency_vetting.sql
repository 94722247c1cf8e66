CREATE TYPE "public"."agency_vetting_state" AS ENUM('pending', 'vetted', 'rejected');--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "permit_number" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "permit_authority" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "permit_valid_until" date;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "vetting_state" "agency_vetting_state" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "vetting_note" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "vetted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "vetted_by" uuid;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_vetted_by_users_id_fk" FOREIGN KEY ("vetted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;