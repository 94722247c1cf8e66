CREATE TABLE "billing_run_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_run_problems" ADD CONSTRAINT "billing_run_problems_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_run_problems_open" ON "billing_run_problems" USING btree ("placement_id") WHERE resolved_at is null;