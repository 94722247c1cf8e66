ALTER TABLE "agencies" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "account_holder" text;