CREATE TABLE "invoice_timesheets" (
	"invoice_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	CONSTRAINT "invoice_timesheets_invoice_id_timesheet_id_pk" PRIMARY KEY("invoice_id","timesheet_id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachment_ref" text;--> statement-breakpoint
ALTER TABLE "invoice_timesheets" ADD CONSTRAINT "invoice_timesheets_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_timesheets" ADD CONSTRAINT "invoice_timesheets_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_timesheets_timesheet_idx" ON "invoice_timesheets" USING btree ("timesheet_id");