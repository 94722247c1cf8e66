-- Hand-written (decision 025, amended): the report rollups' four triggers skip while the session
-- says app.report_rollups = 'paused'. Only a bulk load sets it (the demo year on PGlite, one
-- session), and it rebuilds the rollups with report_rollups_rebuild() at its end. Unset, as in every
-- API request, the triggers run as before. Same events, columns and functions as before.
DROP TRIGGER report_applications_rollup ON applications;--> statement-breakpoint
CREATE TRIGGER report_applications_rollup AFTER INSERT OR DELETE OR UPDATE OF state, request_id, user_id ON applications
  FOR EACH ROW WHEN (current_setting('app.report_rollups', true) IS DISTINCT FROM 'paused') EXECUTE FUNCTION report_applications_changed();--> statement-breakpoint
DROP TRIGGER report_offers_inserted_rollup ON request_offers;--> statement-breakpoint
CREATE TRIGGER report_offers_inserted_rollup AFTER INSERT ON request_offers REFERENCING NEW TABLE AS inserted_offers
  FOR EACH STATEMENT WHEN (current_setting('app.report_rollups', true) IS DISTINCT FROM 'paused') EXECUTE FUNCTION report_offers_inserted();--> statement-breakpoint
DROP TRIGGER report_offers_rollup ON request_offers;--> statement-breakpoint
CREATE TRIGGER report_offers_rollup AFTER DELETE OR UPDATE OF request_id, user_id, stage, asked_at, answer ON request_offers
  FOR EACH ROW WHEN (current_setting('app.report_rollups', true) IS DISTINCT FROM 'paused') EXECUTE FUNCTION report_offers_changed();--> statement-breakpoint
DROP TRIGGER report_requests_rollup ON requests;--> statement-breakpoint
CREATE TRIGGER report_requests_rollup AFTER INSERT OR DELETE OR UPDATE OF state, created_at, filled_at, first_answer_at, department_id, organisation_id ON requests
  FOR EACH ROW WHEN (current_setting('app.report_rollups', true) IS DISTINCT FROM 'paused') EXECUTE FUNCTION report_requests_changed();
