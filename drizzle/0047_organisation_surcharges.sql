ALTER TABLE "organisations" ADD COLUMN "federal_state" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "surcharge_rules" jsonb;--> statement-breakpoint
-- Hand-written: a state is one of the sixteen codes; existing organisations keep none (only the
-- nationwide holidays) until their administrators choose it in the settings.
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_federal_state_check" CHECK ("federal_state" is null or "federal_state" in ('BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'));
