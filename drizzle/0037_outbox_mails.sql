CREATE TABLE "outbox_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"template" text NOT NULL,
	"slots" text[] NOT NULL,
	"subject" jsonb NOT NULL,
	"body_text" jsonb NOT NULL,
	"body_html" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "body_text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "mail_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "mail_values" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_body_or_mail" CHECK (("outbox"."mail_id" is null) = ("outbox"."subject" is not null and "outbox"."body_text" is not null));--> statement-breakpoint
-- Hand-written (decision 047): a prepared mail's copy for one recipient, as PreparedMail.render
-- gives it: literal parts as they are, slot indexes replaced by the recipient's value, escaped
-- for HTML exactly as escapeHtml does ('&' first, so the other entities are not escaped again).
CREATE FUNCTION outbox_fill(parts jsonb, slots text[], vals jsonb, html boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE
      WHEN jsonb_typeof(part) = 'string' THEN part #>> '{}'
      WHEN html THEN replace(replace(replace(replace(replace(vals ->> slots[(part #>> '{}')::int + 1],
        '&', '&#38;'), '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;')
      ELSE vals ->> slots[(part #>> '{}')::int + 1]
    END, '' ORDER BY n), '')
  FROM jsonb_array_elements(parts) WITH ORDINALITY AS p(part, n)
$$;--> statement-breakpoint
-- Every reader of the outbox reads this: prepared mails rendered, other rows as stored.
CREATE VIEW outbox_rendered AS
SELECT o.id, o.channel, o.recipient, o.language, o.template,
  coalesce(o.subject, outbox_fill(m.subject, m.slots, o.mail_values, false)) AS subject,
  coalesce(o.body_text, outbox_fill(m.body_text, m.slots, o.mail_values, false)) AS body_text,
  CASE WHEN o.mail_id IS NULL THEN o.body_html ELSE outbox_fill(m.body_html, m.slots, o.mail_values, true) END AS body_html,
  o.attachment_ref, o.status, o.attempts, o.next_attempt_at, o.locked_until, o.last_error, o.created_at, o.sent_at, o.mail_id
FROM outbox o LEFT JOIN outbox_mails m ON m.id = o.mail_id;
