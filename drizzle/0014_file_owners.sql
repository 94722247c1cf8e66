DROP INDEX "files_sha256_unique";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
-- Backfill (decision 018): a file belongs to its uploader's agency or organisation, the oldest
-- membership as at upload; a file whose uploader is unknown to the one tenant that uses it. The
-- rest stay their uploader's own.
UPDATE "files" AS f SET "agency_id" = (
  SELECT m."agency_id" FROM "agency_members" AS m
  WHERE m."user_id" = f."created_by" AND m."kind" = 'user'
  ORDER BY m."created_at", m."agency_id" LIMIT 1
)
FROM "users" AS u WHERE u."id" = f."created_by" AND u."role" = 'AGENCY';--> statement-breakpoint
UPDATE "files" AS f SET "organisation_id" = (
  SELECT m."organisation_id" FROM "organisation_members" AS m
  WHERE m."user_id" = f."created_by"
  ORDER BY m."created_at", m."organisation_id" LIMIT 1
)
FROM "users" AS u WHERE u."id" = f."created_by" AND u."role" = 'ORG_ADMIN';--> statement-breakpoint
UPDATE "files" AS f SET "organisation_id" = (
  SELECT d."organisation_id" FROM "department_members" AS m
  INNER JOIN "departments" AS d ON d."id" = m."department_id"
  WHERE m."user_id" = f."created_by" AND m."kind" = 'user'
  ORDER BY m."created_at", d."organisation_id" LIMIT 1
)
FROM "users" AS u WHERE u."id" = f."created_by" AND u."role" = 'ORG_SUB';--> statement-breakpoint
WITH "uses" AS (
  SELECT "file_id", "agency_id", NULL::uuid AS "organisation_id" FROM "staff_documents"
  UNION SELECT "logo_file_id", "id", NULL FROM "agencies" WHERE "logo_file_id" IS NOT NULL
  UNION SELECT "logo_file_id", NULL, "id" FROM "organisations" WHERE "logo_file_id" IS NOT NULL
  UNION SELECT "file_id", NULL, "organisation_id" FROM "organisation_pictures" WHERE "file_id" IS NOT NULL
), "single" AS (
  SELECT "file_id", min("agency_id"::text)::uuid AS "agency_id", min("organisation_id"::text)::uuid AS "organisation_id"
  FROM "uses" GROUP BY "file_id" HAVING count(*) = 1
)
UPDATE "files" AS f SET "agency_id" = s."agency_id", "organisation_id" = s."organisation_id"
FROM "single" AS s
WHERE s."file_id" = f."id" AND NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = f."created_by");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_one_owner" CHECK ("files"."agency_id" IS NULL OR "files"."organisation_id" IS NULL);