CREATE TABLE "report_pool_days" (
	"department_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"organisation_id" uuid NOT NULL,
	"asked" integer NOT NULL,
	"accepted" integer NOT NULL,
	"declined" integer NOT NULL,
	"no_answer" integer NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "report_pool_days_department_id_user_id_day_pk" PRIMARY KEY("department_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_pool_months" (
	"department_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"organisation_id" uuid NOT NULL,
	"asked" integer NOT NULL,
	"accepted" integer NOT NULL,
	"declined" integer NOT NULL,
	"no_answer" integer NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "report_pool_months_department_id_user_id_month_pk" PRIMARY KEY("department_id","user_id","month")
);
--> statement-breakpoint
CREATE TABLE "report_request_facts" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"department_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"fill_minutes" double precision,
	"answer_minutes" double precision
);
--> statement-breakpoint
CREATE INDEX "report_pool_days_org_day_idx" ON "report_pool_days" USING btree ("organisation_id","day");--> statement-breakpoint
CREATE INDEX "report_pool_days_dept_day_idx" ON "report_pool_days" USING btree ("department_id","day");--> statement-breakpoint
CREATE INDEX "report_pool_months_org_month_idx" ON "report_pool_months" USING btree ("organisation_id","month");--> statement-breakpoint
CREATE INDEX "report_pool_months_dept_month_idx" ON "report_pool_months" USING btree ("department_id","month");--> statement-breakpoint
CREATE INDEX "report_request_facts_org_created_idx" ON "report_request_facts" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "report_request_facts_dept_created_idx" ON "report_request_facts" USING btree ("department_id","created_at");
--> statement-breakpoint
-- The raw computation of each rollup row (decision 021's definitions; the durations as the
-- percentiles read them, in double precision); the triggers and the backfill copy from these views, and the test compares the tables with them.
CREATE VIEW "report_request_facts_source" AS
SELECT r.id AS request_id, r.organisation_id, r.department_id, r.created_at,
  CASE
    WHEN r.state = 'cancelled' THEN 'cancelled'
    WHEN r.state = 'external_fill' THEN 'agencies'
    WHEN other.pool THEN 'other_pools'
    WHEN r.state = 'internal_fill' THEN 'own_pool'
    ELSE 'unfilled'
  END AS outcome,
  CASE WHEN r.state IN ('internal_fill', 'external_fill') AND r.filled_at IS NOT NULL
    THEN (extract(epoch FROM r.filled_at - r.created_at) / 60)::double precision END AS fill_minutes,
  (extract(epoch FROM r.first_answer_at - r.created_at) / 60)::double precision AS answer_minutes
FROM requests r
-- One probe per pool-filled request (as the report's statement did before the rollups): a
-- correlated EXISTS or a plain join was planned as a hash of every selected application.
LEFT JOIN LATERAL (
  SELECT true AS pool FROM applications a
  JOIN request_offers o ON o.request_id = a.request_id AND o.user_id = a.user_id
  WHERE r.state = 'internal_fill' AND a.request_id = r.id AND a.state = 'selected'
    AND o.stage = 'other_pools'
  LIMIT 1
) other ON true;
--> statement-breakpoint
CREATE VIEW "report_pool_days_source" AS
SELECT r.department_id, o.user_id, (o.asked_at AT TIME ZONE 'Europe/Berlin')::date AS day, r.organisation_id,
  count(*)::int AS asked,
  (count(*) FILTER (WHERE o.answer = 'accepted'))::int AS accepted,
  (count(*) FILTER (WHERE o.answer = 'declined'))::int AS declined,
  (count(*) FILTER (WHERE o.answer IS NULL))::int AS no_answer,
  (count(a.id) FILTER (WHERE a.state = 'selected'))::int AS taken
FROM request_offers o
JOIN requests r ON r.id = o.request_id
LEFT JOIN applications a ON a.request_id = o.request_id AND a.user_id = o.user_id
WHERE r.department_id IS NOT NULL
GROUP BY r.department_id, o.user_id, (o.asked_at AT TIME ZONE 'Europe/Berlin')::date, r.organisation_id;
--> statement-breakpoint
-- Whole months for long periods, summed from the days (the days are the raw figures' copy).
CREATE VIEW "report_pool_months_source" AS
SELECT department_id, user_id, date_trunc('month', day)::date AS month, organisation_id,
  sum(asked)::int AS asked, sum(accepted)::int AS accepted, sum(declined)::int AS declined,
  sum(no_answer)::int AS no_answer, sum(taken)::int AS taken
FROM report_pool_days
GROUP BY department_id, user_id, date_trunc('month', day)::date, organisation_id;
--> statement-breakpoint
CREATE FUNCTION report_refresh_request(p_request uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_request_facts WHERE request_id = p_request;
  INSERT INTO report_request_facts SELECT * FROM report_request_facts_source WHERE request_id = p_request;
$$;
--> statement-breakpoint
CREATE FUNCTION report_refresh_pool_day(p_department uuid, p_user uuid, p_day date) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_pool_days WHERE department_id = p_department AND user_id = p_user AND day = p_day;
  INSERT INTO report_pool_days SELECT * FROM report_pool_days_source
    WHERE department_id = p_department AND user_id = p_user AND day = p_day;
  DELETE FROM report_pool_months
    WHERE department_id = p_department AND user_id = p_user AND month = date_trunc('month', p_day)::date;
  INSERT INTO report_pool_months SELECT * FROM report_pool_months_source
    WHERE department_id = p_department AND user_id = p_user AND month = date_trunc('month', p_day)::date;
$$;
--> statement-breakpoint
-- The pool cells of one offer: its request's ward now, and any ward already holding that
-- person and day (the request may be gone: a cascade deletes its offers after the request).
CREATE FUNCTION report_refresh_offer(p_request uuid, p_user uuid, p_asked_at timestamptz) RETURNS void LANGUAGE sql AS $$
  SELECT report_refresh_pool_day(cell.department_id, p_user, (p_asked_at AT TIME ZONE 'Europe/Berlin')::date)
  FROM (
    SELECT r.department_id FROM requests r WHERE r.id = p_request AND r.department_id IS NOT NULL
    UNION
    SELECT d.department_id FROM report_pool_days d
    WHERE d.user_id = p_user AND d.day = (p_asked_at AT TIME ZONE 'Europe/Berlin')::date
  ) cell;
$$;
--> statement-breakpoint
-- Every rollup row again from the raw tables: the backfill below, and bench:reports after its
-- set-based seeding (which runs with the triggers disabled).
CREATE FUNCTION report_rollups_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_request_facts;
  INSERT INTO report_request_facts SELECT * FROM report_request_facts_source;
  DELETE FROM report_pool_days;
  INSERT INTO report_pool_days SELECT * FROM report_pool_days_source;
  DELETE FROM report_pool_months;
  INSERT INTO report_pool_months SELECT * FROM report_pool_months_source;
$$;
--> statement-breakpoint
CREATE FUNCTION report_offers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_refresh_offer(OLD.request_id, OLD.user_id, OLD.asked_at);
    PERFORM report_refresh_request(OLD.request_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_refresh_offer(NEW.request_id, NEW.user_id, NEW.asked_at);
    PERFORM report_refresh_request(NEW.request_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An application's state decides "taken" of its person's offer and "other pools" of the request.
CREATE FUNCTION report_applications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN
    SELECT o.request_id, o.user_id, o.asked_at FROM request_offers o
    WHERE (TG_OP <> 'INSERT' AND o.request_id = OLD.request_id AND o.user_id = OLD.user_id)
       OR (TG_OP <> 'DELETE' AND o.request_id = NEW.request_id AND o.user_id = NEW.user_id)
  LOOP
    PERFORM report_refresh_offer(changed.request_id, changed.user_id, changed.asked_at);
  END LOOP;
  IF TG_OP <> 'INSERT' THEN PERFORM report_refresh_request(OLD.request_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_refresh_request(NEW.request_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_requests_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM report_request_facts WHERE request_id = OLD.id;
    RETURN NULL;
  END IF;
  PERFORM report_refresh_request(NEW.id);
  -- A request moved to another ward or organisation takes its offers' counts along.
  IF TG_OP = 'UPDATE' AND (OLD.department_id IS DISTINCT FROM NEW.department_id
      OR OLD.organisation_id IS DISTINCT FROM NEW.organisation_id) THEN
    FOR changed IN SELECT DISTINCT o.user_id, (o.asked_at AT TIME ZONE 'Europe/Berlin')::date AS day
      FROM request_offers o WHERE o.request_id = NEW.id
    LOOP
      IF OLD.department_id IS NOT NULL THEN
        PERFORM report_refresh_pool_day(OLD.department_id, changed.user_id, changed.day);
      END IF;
      IF NEW.department_id IS NOT NULL THEN
        PERFORM report_refresh_pool_day(NEW.department_id, changed.user_id, changed.day);
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_offers_rollup AFTER INSERT OR DELETE
  OR UPDATE OF request_id, user_id, stage, asked_at, answer ON request_offers
  FOR EACH ROW EXECUTE FUNCTION report_offers_changed();
--> statement-breakpoint
CREATE TRIGGER report_applications_rollup AFTER INSERT OR UPDATE OF state, request_id, user_id OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION report_applications_changed();
--> statement-breakpoint
CREATE TRIGGER report_requests_rollup AFTER INSERT OR DELETE
  OR UPDATE OF state, created_at, filled_at, first_answer_at, department_id, organisation_id ON requests
  FOR EACH ROW EXECUTE FUNCTION report_requests_changed();
--> statement-breakpoint
SELECT report_rollups_rebuild();
