-- A request's first answer is the earliest answer of its offers. Answers recorded before that rule
-- kept the first row written (at times a later answer); they move to the earliest, never later.
UPDATE "requests" AS r
SET "first_answer_at" = o.first_at
FROM (
  SELECT "request_id", min("answered_at") AS first_at
  FROM "request_offers"
  WHERE "answered_at" IS NOT NULL
  GROUP BY "request_id"
) AS o
WHERE o."request_id" = r."id"
  AND (r."first_answer_at" IS NULL OR o.first_at < r."first_answer_at");
