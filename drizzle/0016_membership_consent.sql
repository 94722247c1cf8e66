ALTER TABLE "invitations" ADD COLUMN "invitee_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_invitee_idx" ON "invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_unique" ON "invitations" USING btree ("invitee_id","membership",coalesce("agency_id", "department_id", "organisation_id")) WHERE "invitations"."status" = 'pending' and "invitations"."invitee_id" is not null;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'expired'));--> statement-breakpoint
-- Invitations accepted before consent existed keep their outcome.
UPDATE "invitations" SET "status" = 'accepted', "responded_at" = "accepted_at" WHERE "accepted_at" IS NOT NULL;
