import type { Timeline, TimelineEvent } from '#shared/contracts/engine';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time as a translation key and its values (timeline.duration.*): "12 min", "3 h 5 min". */
export type Duration =
  | { key: 'seconds'; values: { seconds: number } }
  | { key: 'minutes'; values: { minutes: number } }
  | { key: 'hours'; values: { hours: number } }
  | { key: 'hoursMinutes'; values: { hours: number; minutes: number } }
  | { key: 'days'; values: { days: number } }
  | { key: 'daysHours'; values: { days: number; hours: number } };

/** Rounded down to its two largest units; a zero second unit is left out ("3 h", not "3 h 0 min"). */
export function formatDuration(ms: number): Duration {
  const span = Math.max(0, ms);
  if (span < MINUTE) return { key: 'seconds', values: { seconds: Math.floor(span / SECOND) } };
  if (span < HOUR) return { key: 'minutes', values: { minutes: Math.floor(span / MINUTE) } };
  if (span < DAY) {
    const hours = Math.floor(span / HOUR);
    const minutes = Math.floor((span % HOUR) / MINUTE);
    return minutes
      ? { key: 'hoursMinutes', values: { hours, minutes } }
      : { key: 'hours', values: { hours } };
  }
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  return hours ? { key: 'daysHours', values: { days, hours } } : { key: 'days', values: { days } };
}

/**
 * Events written in one transaction share their time (PostgreSQL's now()), and the server
 * breaks ties by a random id: among equal times they are put in the order they happen.
 */
const KIND_ORDER: Record<string, number> = {
  created: 0,
  deadline_passed: 1,
  hr_decided: 2,
  hr_approved: 2,
  hr_cancelled: 2,
  stage_started: 3,
  changed: 3,
  offer_withdrawn: 4,
  asked: 4,
  answered: 5,
  selected: 6,
  filled: 7,
  cancelled: 8,
};
const LAST = 9;

export function sortEvents(events: readonly TimelineEvent[]): TimelineEvent[] {
  return events
    .map((event, index) => ({ event, index, at: Date.parse(event.at) }))
    .sort(
      (a, b) =>
        a.at - b.at ||
        (KIND_ORDER[a.event.kind] ?? LAST) - (KIND_ORDER[b.event.kind] ?? LAST) ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}

export type AskedPerson = { name: string; channels: string[] };
/** Someone whose offer an edit withdrew; `accepted`: they had accepted it. */
export type WithdrawnPerson = { name: string; accepted: boolean };

/**
 * One line of the timeline: an event, everyone asked in one stage together (`afterChange`: asked
 * because an edit made them match), or everyone whose offer one edit withdrew.
 */
export type TimelineEntry =
  | { type: 'event'; id: string; at: string; event: TimelineEvent }
  | {
      type: 'asked';
      id: string;
      at: string;
      stage: string;
      afterChange: boolean;
      people: AskedPerson[];
    }
  | { type: 'withdrawn'; id: string; at: string; stage: string; people: WithdrawnPerson[] };

function stageOf(event: TimelineEvent): string {
  return typeof event.detail.stage === 'string' ? event.detail.stage : '';
}

function channelsOf(event: TimelineEvent): string[] {
  const list = event.detail.channels;
  if (Array.isArray(list)) return list.filter((item): item is string => typeof item === 'string');
  return event.channel ? event.channel.split(',').filter(Boolean) : [];
}

/**
 * The timeline's lines, in order, with the 'asked' events of each stage as one line where the
 * first was; after each edit ('changed'), those it asked and those whose offer it withdrew make
 * lines of their own.
 */
export function groupEvents(events: readonly TimelineEvent[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const askedByStage = new Map<string, Extract<TimelineEntry, { type: 'asked' }>>();
  const withdrawnByStage = new Map<string, Extract<TimelineEntry, { type: 'withdrawn' }>>();
  let edits = 0;
  for (const event of sortEvents(events)) {
    const stage = stageOf(event);
    const key = `${stage}:${edits}`;
    if (event.kind === 'asked') {
      let group = askedByStage.get(key);
      if (!group) {
        group = {
          type: 'asked',
          id: event._id,
          at: event.at,
          stage,
          afterChange: edits > 0 && event.detail.afterChange === true,
          people: [],
        };
        askedByStage.set(key, group);
        entries.push(group);
      }
      group.people.push({ name: event.person?.name ?? '', channels: channelsOf(event) });
    } else if (event.kind === 'offer_withdrawn') {
      let group = withdrawnByStage.get(key);
      if (!group) {
        group = { type: 'withdrawn', id: event._id, at: event.at, stage, people: [] };
        withdrawnByStage.set(key, group);
        entries.push(group);
      }
      group.people.push({
        name: event.person?.name ?? '',
        accepted: event.detail.accepted === true,
      });
    } else {
      if (event.kind === 'changed') edits += 1;
      entries.push({ type: 'event', id: event._id, at: event.at, event });
    }
  }
  return entries;
}

/** What an edit may change that matters to matching (the server's MatchingChange). */
export const CHANGES = ['dates', 'qualification', 'skills', 'department', 'timeLimit'];

/** The known changes of a 'changed' event, in their order. */
export function changesOf(event: TimelineEvent): string[] {
  const list = event.detail.changes;
  return Array.isArray(list) ? CHANGES.filter((change) => list.includes(change)) : [];
}

/** The counts of an edit's note: how many were asked, lost their offer, lost their acceptance. */
export function changeCounts(event: TimelineEvent): {
  asked: number;
  withdrawn: number;
  acceptancesWithdrawn: number;
} {
  const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  return {
    asked: count(event.detail.asked),
    withdrawn: count(event.detail.withdrawn),
    acceptancesWithdrawn: count(event.detail.acceptancesWithdrawn),
  };
}

/** Sentences and labels with a translation of their own; anything else is shown through a generic one. */
const STAGES = ['department_pool', 'other_pools', 'hr_review', 'external'];
const ANSWERS = ['accepted', 'declined'];
export const CHANNELS = ['app', 'email', 'sms', 'push'];

/**
 * The sentence of one event as a key under timeline.events and its values. Stage and channel
 * values are codes (the component translates them); names are given as they are.
 */
export function eventSentence(event: TimelineEvent): {
  key: string;
  values: Record<string, string>;
} {
  const actor = event.actor?.name;
  const person = event.person?.name ?? '';
  const stage = stageOf(event);
  const by = (key: string, values: Record<string, string> = {}) =>
    actor ? { key: `${key}By`, values: { ...values, actor } } : { key, values };
  switch (event.kind) {
    case 'created':
      return by('created');
    case 'stage_started':
      return STAGES.includes(stage)
        ? { key: `stageStarted.${stage}`, values: {} }
        : { key: 'stageStarted.other', values: { stage } };
    case 'answered': {
      const answer = String(event.detail.answer ?? '');
      if (!ANSWERS.includes(answer)) return { key: 'answered.other', values: { person } };
      return event.channel
        ? { key: `answered.${answer}Via`, values: { person, via: event.channel } }
        : { key: `answered.${answer}`, values: { person } };
    }
    case 'deadline_passed':
      return STAGES.includes(stage)
        ? { key: `deadlinePassed.${stage}`, values: {} }
        : { key: 'deadlinePassed.other', values: {} };
    case 'hr_decided':
    case 'hr_approved':
    case 'hr_cancelled': {
      const decision =
        event.kind === 'hr_approved'
          ? 'approve_external'
          : event.kind === 'hr_cancelled'
            ? 'cancel'
            : event.detail.decision;
      return by(decision === 'cancel' ? 'hrCancelled' : 'hrApproved');
    }
    case 'selected':
      return by('selected', { person });
    case 'working_time_override':
      return by('workingTimeOverride', { person, reason: String(event.detail.reason ?? '') });
    case 'filled':
      return { key: 'filled', values: {} };
    case 'changed':
      return by('changed');
    case 'offer_withdrawn':
      return {
        key: event.detail.accepted === true ? 'acceptanceWithdrawn' : 'offerWithdrawn',
        values: { person },
      };
    case 'cancelled':
      return by('cancelled');
    // Timesheets: the person is the worker, the actor who confirmed or approved.
    case 'timesheet_submitted':
      return by('timesheetSubmitted', { person });
    case 'timesheet_approved':
      return by('timesheetApproved', { person });
    case 'timesheet_corrected':
      return by('timesheetCorrected', { person, reason: String(event.detail.reason ?? '') });
    case 'timesheet_auto_approved':
      return { key: 'timesheetAutoApproved', values: { person } };
    default:
      return { key: 'other', values: { kind: event.kind.replace(/_/g, ' ') } };
  }
}

/** Whether a stage is running whose deadline can be counted down. */
export function runningDeadline(
  timeline: Pick<Timeline, 'deadlineAt'>,
  state: string,
): string | null {
  return timeline.deadlineAt && (state === 'internal_adv' || state === 'pool_adv')
    ? timeline.deadlineAt
    : null;
}
