CREATE TABLE "pool_fanouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"stage" "offer_stage" NOT NULL,
	"user_ids" uuid[] NOT NULL,
	"channels" text[] NOT NULL,
	"asked_event_id" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"token_seed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pool_fanouts" ADD CONSTRAINT "pool_fanouts_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_fanouts_pending_idx" ON "pool_fanouts" USING btree ("request_id") WHERE "pool_fanouts"."done_at" is null;