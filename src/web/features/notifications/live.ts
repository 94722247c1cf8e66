import type { AppNotification } from '#shared/contracts/engine';
import type { Language } from '#shared/language-codes';
import { formatCalendarDay } from '#shared/format';
import type { Role } from '#shared/role-names';
import { paths } from '#web/lib/paths';

/** The first page of the bell, newest first, with the unread count. */
export interface NotificationPage {
  items: AppNotification[];
  unread: number;
}

/** Seconds before the n-th reconnect: 1, 2, 4 … 30, with a little jitter against stampedes. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A pushed notification goes on top (once, even if the refetch already had it). */
export function withNotification(
  page: NotificationPage | undefined,
  item: AppNotification,
  limit = 20,
): NotificationPage | undefined {
  if (!page) return page;
  const items = [item, ...page.items.filter((existing) => existing._id !== item._id)].slice(
    0,
    limit,
  );
  return { ...page, items };
}

/** Marks items read locally (all when ids is absent) while the server does the same. */
export function markedRead(
  page: NotificationPage | undefined,
  ids: string[] | undefined,
  now: Date,
): NotificationPage | undefined {
  if (!page) return page;
  const wanted = ids ? new Set(ids) : null;
  let changed = 0;
  const items = page.items.map((item) => {
    if (item.readAt || (wanted && !wanted.has(item._id))) return item;
    changed += 1;
    return { ...item, readAt: now.toISOString() };
  });
  return { items, unread: wanted ? Math.max(0, page.unread - changed) : 0 };
}

/**
 * Where a notification leads: the path the server put in its payload (under the language
 * root), else the request's page for organisation users, else nowhere.
 */
export function notificationHref(
  lang: Language,
  role: Role,
  item: Pick<AppNotification, 'payload' | 'requestId'>,
): string | null {
  const path = item.payload.path;
  if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'))
    return `/${lang}${path}`;
  if (item.requestId && (role === 'ORG_ADMIN' || role === 'ORG_SUB' || role === 'ADMIN')) {
    return paths.requestDetail(lang, item.requestId);
  }
  return null;
}

/** "5 minutes ago" in the page's language; "just now" under a minute is the caller's text. */
export function relativeTime(date: Date, now: Date, lang: Language): string | null {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return null;
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return null;
}

/** Kinds whose older rows named the person in their title (before payloads held the person's id). */
const TITLED_BY_PERSON = new Set(['aueg_equal_pay_soon', 'aueg_limit_soon']);

/**
 * The text variables of a notification: the payload's strings, and `person`, the person it is
 * about as the server names them when it is read (an erased account by its neutral name).
 */
export function notificationVars(
  item: Pick<AppNotification, 'kind' | 'payload' | 'person'>,
  lang: Language,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(item.payload))
    if (typeof value === 'string') vars[key] = value;
  delete vars.personId;
  if (item.person) vars.person = item.person.name;
  else if (TITLED_BY_PERSON.has(item.kind) && vars.title && !vars.person) vars.person = vars.title;
  // A calendar day travels as 'YYYY-MM-DD' and reads as the language writes it (20.06.2026).
  if (vars.date && CALENDAR_DAY.test(vars.date)) vars.date = formatCalendarDay(vars.date, lang);
  return vars;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Translate = (key: string, options: Record<string, unknown>) => string;

/** Kinds with a second text, `<kind>_person`, for when the notification names the person. */
const PERSON_TEXTS = new Set(['offer_accepted']);

/** The bell's line for a notification: its kind's text (naming the person where it can). */
export function notificationText(
  t: Translate,
  item: Pick<AppNotification, 'kind' | 'payload' | 'person'>,
  lang: Language,
): string {
  const vars = notificationVars(item, lang);
  const key = vars.person && PERSON_TEXTS.has(item.kind) ? `${item.kind}_person` : item.kind;
  return t(`notifications.kinds.${key}`, {
    ...vars,
    defaultValue: t('notifications.kinds.default', vars),
  });
}

/**
 * The line a notification shows: a call to pick or decide whose request has been filled or
 * cancelled meanwhile reads as done, not as a task.
 */
export function notificationLine(
  t: Translate,
  item: Pick<AppNotification, 'kind' | 'payload' | 'person' | 'settled'>,
  lang: Language,
): string {
  return item.settled
    ? t('notifications.settled', notificationVars(item, lang))
    : notificationText(t, item, lang);
}
