-- Case-insensitive substring search (ILIKE '%term%') on the lists of the back office stays fast
-- on large tables with trigram indexes. pg_trgm is a trusted extension (PostgreSQL 13+) and
-- PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower(coalesce("email",'') || ' ' || coalesce("first_name",'') || ' ' || coalesce("last_name",'') || ' ' || coalesce("contact",''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agencies_search_trgm_idx" ON "agencies" USING gin ((lower("name" || ' ' || "address" || ' ' || "postcode" || ' ' || "country")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organisations_search_trgm_idx" ON "organisations" USING gin ((lower("name" || ' ' || "address" || ' ' || "postcode" || ' ' || "country")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "departments_search_trgm_idx" ON "departments" USING gin ((lower("name")) gin_trgm_ops);
