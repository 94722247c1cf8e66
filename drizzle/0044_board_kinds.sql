ALTER TYPE "public"."document_kind" ADD VALUE 'nursing_licence';--> statement-breakpoint
-- A nursing shift has its ward's field (the field whose key or label is the ward's name), so the
-- board's speciality filter finds it; new shifts get it when they are posted.
UPDATE "requests" AS r SET "field" = w."field"
FROM (
  SELECT DISTINCT ON (d."id") d."id", rv."key" AS "field"
  FROM "departments" d
  JOIN "reference_values" rv ON rv."kind" = 'field'
    AND lower(d."name") IN (lower(rv."key"), lower(rv."label_de"), lower(rv."label_en"))
  ORDER BY d."id", rv."sort_order", rv."key"
) AS w
WHERE r."kind" = 'staff' AND r."field" IS NULL AND w."id" = r."department_id";
