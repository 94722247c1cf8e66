CREATE TYPE "public"."invoice_issuer_kind" AS ENUM('agency', 'platform');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_unit" AS ENUM('hour', 'each');--> statement-breakpoint
CREATE TYPE "public"."invoice_recipient_kind" AS ENUM('organisation', 'agency');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('issued', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"issuer_key" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_issuer_key_year_pk" PRIMARY KEY("issuer_key","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"placement_id" uuid NOT NULL,
	"description" text NOT NULL,
	"unit" "invoice_line_unit" NOT NULL,
	"quantity_minutes" integer,
	"quantity_count" integer,
	"unit_price_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"issuer_key" text NOT NULL,
	"number" text NOT NULL,
	"issuer_kind" "invoice_issuer_kind" NOT NULL,
	"issuer_agency_id" uuid,
	"recipient_kind" "invoice_recipient_kind" NOT NULL,
	"recipient_organisation_id" uuid,
	"recipient_agency_id" uuid,
	"placement_id" uuid NOT NULL,
	"corrects_invoice_id" uuid,
	"language" text NOT NULL,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"issue_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_term_days" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"status" "invoice_status" DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_agency_id_agencies_id_fk" FOREIGN KEY ("issuer_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_organisation_id_organisations_id_fk" FOREIGN KEY ("recipient_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_agency_id_agencies_id_fk" FOREIGN KEY ("recipient_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_number_unique" ON "invoices" USING btree ("issuer_key","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_period" ON "invoices" USING btree ("issuer_kind","placement_id","period_start") WHERE kind = 'invoice' and status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note" ON "invoices" USING btree ("corrects_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_issuer_agency_idx" ON "invoices" USING btree ("issuer_agency_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_recipient_org_idx" ON "invoices" USING btree ("recipient_organisation_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_recipient_agency_idx" ON "invoices" USING btree ("recipient_agency_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period_start");--> statement-breakpoint
-- Issued invoices are immutable (UStG §14, GoBD): only the status and its dates change, a
-- cancelled invoice stays cancelled, and nothing is deleted. The service never tries; this
-- makes a slip in code or a hand-written statement fail loudly instead of rewriting history.
CREATE FUNCTION "invoices_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoices are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  -- issued_by may only be cleared: the issuing user's account was removed (ON DELETE SET NULL).
  IF (to_jsonb(NEW) - 'status' - 'paid_at' - 'cancelled_at' - 'issued_by') <> (to_jsonb(OLD) - 'status' - 'paid_at' - 'cancelled_at' - 'issued_by')
     OR (NEW.issued_by IS NOT NULL AND NEW.issued_by IS DISTINCT FROM OLD.issued_by)
     OR (OLD.status = 'cancelled' AND NEW.status <> 'cancelled') THEN
    RAISE EXCEPTION 'an issued invoice cannot be changed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_guard" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_guard"();
--> statement-breakpoint
CREATE FUNCTION "invoice_lines_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the lines of an issued invoice cannot be changed' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_guard" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoice_lines_guard"();
