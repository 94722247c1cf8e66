CREATE TYPE "public"."request_group" AS ENUM('confirmation', 'external', 'open');--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "application_group" "request_group" DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX "requests_org_group_first_start_idx" ON "requests" USING btree ("organisation_id","application_group","first_shift_start","id");--> statement-breakpoint
-- Hand-written from here (decision 043): the backfill and the applications' triggers that keep
-- requests.application_group equal to what spec 001 section 4 computes from the applications.
-- The rule, once: external with a selected application, else confirmation with an applied one,
-- else open (withdrawn, not selected and cancelled applications do not count).
CREATE FUNCTION request_group_of(p_request uuid) RETURNS request_group LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM applications WHERE request_id = p_request AND state = 'selected') THEN 'external'::request_group
    WHEN EXISTS (SELECT 1 FROM applications WHERE request_id = p_request AND state = 'applied') THEN 'confirmation'::request_group
    ELSE 'open'::request_group
  END
$$;
--> statement-breakpoint
UPDATE requests r SET application_group = g.application_group
FROM (
  SELECT request_id,
    CASE WHEN bool_or(state = 'selected') THEN 'external'::request_group ELSE 'confirmation'::request_group END AS application_group
  FROM applications WHERE state IN ('applied', 'selected') GROUP BY request_id
) g
WHERE r.id = g.request_id;
--> statement-breakpoint
-- Locks the requests first, then reads their applications in a new statement: under READ
-- COMMITTED that statement's snapshot sees what a concurrent writer of the same request
-- committed while this one waited, so the last writer always computes from every application.
CREATE FUNCTION requests_refresh_groups(p_requests uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_requests) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM requests WHERE id = ANY (p_requests) ORDER BY id FOR NO KEY UPDATE;
  UPDATE requests SET application_group = request_group_of(id)
  WHERE id = ANY (p_requests) AND application_group IS DISTINCT FROM request_group_of(id);
END
$$;
--> statement-breakpoint
-- The rows inserted or deleted: each trigger names its transition table changed_applications.
CREATE FUNCTION applications_changed_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM requests_refresh_groups(ARRAY(SELECT DISTINCT request_id FROM changed_applications));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose state or request changed (a rate or a timestamp does not move a request).
CREATE FUNCTION applications_updated_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM requests_refresh_groups(ARRAY(
    SELECT n.request_id FROM new_applications n JOIN old_applications o ON o.id = n.id
    WHERE n.state IS DISTINCT FROM o.state OR n.request_id IS DISTINCT FROM o.request_id
    UNION
    SELECT o.request_id FROM new_applications n JOIN old_applications o ON o.id = n.id
    WHERE n.request_id IS DISTINCT FROM o.request_id
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Per statement with transition tables (as 0027): a pool's or a selection's many rows are one refresh.
CREATE TRIGGER applications_group_inserted AFTER INSERT ON applications
  REFERENCING NEW TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION applications_changed_groups();
--> statement-breakpoint
CREATE TRIGGER applications_group_deleted AFTER DELETE ON applications
  REFERENCING OLD TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION applications_changed_groups();
--> statement-breakpoint
CREATE TRIGGER applications_group_updated AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_applications NEW TABLE AS new_applications
  FOR EACH STATEMENT EXECUTE FUNCTION applications_updated_groups();
