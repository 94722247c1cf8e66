-- Hand-written (decision 037): the report rollups of migration 0022, safe with concurrent writers
-- and set-based for a pool's offers.
-- 1. Writers of one ward and Berlin month take a transaction-level advisory lock before they
--    recompute its rollup rows: two transactions creating requests at the same moment (several
--    server processes) no longer both insert the same new row (a unique violation, 500), and the
--    second recomputes after the first committed, so no count is lost. One lock per ward and
--    month (not per person) keeps a pool of 10,000 at one lock, inside the lock table's limits.
-- 2. A pool's offers are inserted in one statement; the insert trigger is now per statement with
--    the inserted rows as a transition table: the rollups grow by the new offers' counts in two
--    upserts, instead of seven statements per offer whose look-ups grew with the table
--    (10,000 offers took minutes).
CREATE FUNCTION report_lock_pool_month(p_department uuid, p_day date) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('report_pool:' || p_department || ':' || date_trunc('month', p_day)::date, 0));
$$;
--> statement-breakpoint
-- The recomputations of 0022 stay as they were, renamed; the old names now lock first.
ALTER FUNCTION report_refresh_pool_day(uuid, uuid, date) RENAME TO report_recompute_pool_day;
--> statement-breakpoint
CREATE FUNCTION report_refresh_pool_day(p_department uuid, p_user uuid, p_day date) RETURNS void LANGUAGE sql AS $$
  SELECT report_lock_pool_month(p_department, p_day);
  SELECT report_recompute_pool_day(p_department, p_user, p_day);
$$;
--> statement-breakpoint
ALTER FUNCTION report_refresh_request(uuid) RENAME TO report_recompute_request;
--> statement-breakpoint
CREATE FUNCTION report_refresh_request(p_request uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('report_request:' || p_request, 0));
  SELECT report_recompute_request(p_request);
$$;
--> statement-breakpoint
-- New offers only add to their cells: each cell grows by the inserted offers' counts (the same
-- definitions as report_pool_days_source), days and months alike.
CREATE FUNCTION report_offers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS report_new_offer_days (
    department_id uuid, user_id uuid, day date, organisation_id uuid,
    asked int, accepted int, declined int, no_answer int, taken int
  ) ON COMMIT DROP;
  TRUNCATE report_new_offer_days;
  INSERT INTO report_new_offer_days
  SELECT r.department_id, o.user_id, (o.asked_at AT TIME ZONE 'Europe/Berlin')::date, r.organisation_id,
    count(*)::int,
    (count(*) FILTER (WHERE o.answer = 'accepted'))::int,
    (count(*) FILTER (WHERE o.answer = 'declined'))::int,
    (count(*) FILTER (WHERE o.answer IS NULL))::int,
    (count(a.id) FILTER (WHERE a.state = 'selected'))::int
  FROM inserted_offers o
  JOIN requests r ON r.id = o.request_id
  LEFT JOIN applications a ON a.request_id = o.request_id AND a.user_id = o.user_id
  WHERE r.department_id IS NOT NULL
  GROUP BY r.department_id, o.user_id, (o.asked_at AT TIME ZONE 'Europe/Berlin')::date, r.organisation_id;

  -- In one order, so two writers never wait for each other crosswise.
  PERFORM report_lock_pool_month(m.department_id, m.month)
  FROM (SELECT DISTINCT department_id, date_trunc('month', day)::date AS month FROM report_new_offer_days ORDER BY 1, 2) m;

  INSERT INTO report_pool_days AS t SELECT * FROM report_new_offer_days
  ON CONFLICT (department_id, user_id, day) DO UPDATE SET
    asked = t.asked + excluded.asked, accepted = t.accepted + excluded.accepted, declined = t.declined + excluded.declined,
    no_answer = t.no_answer + excluded.no_answer, taken = t.taken + excluded.taken;
  INSERT INTO report_pool_months AS t
  SELECT department_id, user_id, date_trunc('month', day)::date, organisation_id,
    sum(asked)::int, sum(accepted)::int, sum(declined)::int, sum(no_answer)::int, sum(taken)::int
  FROM report_new_offer_days
  GROUP BY department_id, user_id, date_trunc('month', day)::date, organisation_id
  ON CONFLICT (department_id, user_id, month) DO UPDATE SET
    asked = t.asked + excluded.asked, accepted = t.accepted + excluded.accepted, declined = t.declined + excluded.declined,
    no_answer = t.no_answer + excluded.no_answer, taken = t.taken + excluded.taken;

  PERFORM report_refresh_request(x.request_id) FROM (SELECT DISTINCT request_id FROM inserted_offers ORDER BY 1) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER report_offers_rollup ON request_offers;
--> statement-breakpoint
CREATE TRIGGER report_offers_rollup AFTER DELETE
  OR UPDATE OF request_id, user_id, stage, asked_at, answer ON request_offers
  FOR EACH ROW EXECUTE FUNCTION report_offers_changed();
--> statement-breakpoint
CREATE TRIGGER report_offers_inserted_rollup AFTER INSERT ON request_offers
  REFERENCING NEW TABLE AS inserted_offers
  FOR EACH STATEMENT EXECUTE FUNCTION report_offers_inserted();
