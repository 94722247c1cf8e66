ALTER TABLE "request_offers" ADD COLUMN "asked_event_id" uuid;--> statement-breakpoint
-- Hand-written (decision 041): each offer points at the event that asked it, then its own
-- 'asked' row goes; the timeline derives that line from the offer. The latest 'asked' row per
-- person and request is the offer's; earlier ones (asked, withdrawn, asked again) stay as history.
UPDATE "request_offers" o SET "asked_event_id" = (
  SELECT e."id" FROM "request_events" e
  WHERE e."request_id" = o."request_id" AND e."kind" IN ('stage_started', 'changed')
    AND e."detail"->>'stage' = o."stage"::text
    AND e."at" <= (SELECT max(a."at") FROM "request_events" a
                   WHERE a."request_id" = o."request_id" AND a."user_id" = o."user_id" AND a."kind" = 'asked')
  ORDER BY e."at" DESC LIMIT 1
) WHERE o."asked_event_id" IS NULL;--> statement-breakpoint
DELETE FROM "request_events" e USING "request_offers" o
WHERE e."kind" = 'asked' AND o."request_id" = e."request_id" AND o."user_id" = e."user_id"
  AND e."at" = (SELECT max(a."at") FROM "request_events" a
                WHERE a."request_id" = e."request_id" AND a."user_id" = e."user_id" AND a."kind" = 'asked');
