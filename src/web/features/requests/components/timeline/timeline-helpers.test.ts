import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '#shared/contracts/engine';
import de from '#web/i18n/de.json';
import en from '#web/i18n/en.json';
import {
  changeCounts,
  changesOf,
  eventSentence,
  formatDuration,
  groupEvents,
  runningDeadline,
  sortEvents,
  type TimelineEntry,
} from './timeline-helpers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let counter = 0;
function event(kind: string, fields: Partial<TimelineEvent> = {}): TimelineEvent {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    at: '2030-01-05T10:00:00.000Z',
    kind,
    actor: null,
    person: null,
    channel: null,
    detail: {},
    ...fields,
  };
}
const anna = { _id: '10000000-0000-4000-8000-000000000001', name: 'Anna Berg' };
const hr = { _id: '10000000-0000-4000-8000-000000000002', name: 'Hanna Roth' };

/** Whether a key (dots for nesting, plural forms by their _one/_other) has a text in a catalogue. */
function hasKey(catalogue: unknown, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node = catalogue as Record<string, unknown> | undefined;
  for (const part of parts) node = node?.[part] as Record<string, unknown> | undefined;
  return typeof node?.[last] === 'string' || typeof node?.[`${last}_other`] === 'string';
}

describe('formatDuration', () => {
  it('gives seconds, minutes, hours with minutes, days with hours, rounded down', () => {
    expect(formatDuration(42 * SECOND + 900)).toEqual({ key: 'seconds', values: { seconds: 42 } });
    expect(formatDuration(12 * MINUTE + 59 * SECOND)).toEqual({
      key: 'minutes',
      values: { minutes: 12 },
    });
    expect(formatDuration(3 * HOUR + 5 * MINUTE + 30 * SECOND)).toEqual({
      key: 'hoursMinutes',
      values: { hours: 3, minutes: 5 },
    });
    expect(formatDuration(2 * DAY + 4 * HOUR + 59 * MINUTE)).toEqual({
      key: 'daysHours',
      values: { days: 2, hours: 4 },
    });
  });

  it('leaves out a zero second unit and never goes below zero', () => {
    expect(formatDuration(3 * HOUR)).toEqual({ key: 'hours', values: { hours: 3 } });
    expect(formatDuration(DAY + 30 * MINUTE)).toEqual({ key: 'days', values: { days: 1 } });
    expect(formatDuration(-5 * SECOND)).toEqual({ key: 'seconds', values: { seconds: 0 } });
  });

  it('reads "12 min" and "3 h 5 min" in English and German abbreviations in German', () => {
    expect(en.timeline.duration.minutes.replace('{{minutes}}', '12')).toBe('12 min');
    expect(
      en.timeline.duration.hoursMinutes.replace('{{hours}}', '3').replace('{{minutes}}', '5'),
    ).toBe('3 h 5 min');
    expect(
      de.timeline.duration.hoursMinutes.replace('{{hours}}', '3').replace('{{minutes}}', '5'),
    ).toBe('3 Std. 5 Min.');
  });
});

describe('sortEvents', () => {
  it('puts events of one transaction (same time, random ids) in the order they happen', () => {
    const at = '2030-01-05T10:00:00.000Z';
    const later = '2030-01-05T11:00:00.000Z';
    const events = [
      event('filled', { at: later }),
      event('asked', { at }),
      event('stage_started', { at }),
      event('selected', { at: later }),
      event('created', { at }),
    ];
    expect(sortEvents(events).map((item) => item.kind)).toEqual([
      'created',
      'stage_started',
      'asked',
      'selected',
      'filled',
    ]);
  });

  it('keeps the server order for equal kinds at equal times, and puts unknown kinds last', () => {
    const first = event('answered', { person: anna });
    const second = event('answered', { person: hr });
    const unknown = event('something_new');
    expect(sortEvents([unknown, first, second])).toEqual([first, second, unknown]);
  });
});

describe('groupEvents', () => {
  it('makes one line of the people asked per stage, with names and channels, where the first was asked', () => {
    const created = event('created');
    const started = event('stage_started', { detail: { stage: 'department_pool', asked: 2 } });
    const askedAnna = event('asked', {
      person: anna,
      channel: 'app,email',
      detail: { stage: 'department_pool', channels: ['app', 'email'] },
    });
    const askedHr = event('asked', {
      person: hr,
      channel: 'sms',
      detail: { stage: 'department_pool', channels: ['sms'] },
    });
    const answered = event('answered', {
      at: '2030-01-05T10:05:00.000Z',
      person: anna,
      channel: 'email',
      detail: { answer: 'declined' },
    });
    const later = '2030-01-05T12:00:00.000Z';
    const other = event('asked', {
      at: later,
      person: hr,
      channel: 'app',
      detail: { stage: 'other_pools' },
    });

    const entries = groupEvents([askedHr, answered, created, askedAnna, started, other]);
    expect(entries.map(label)).toEqual([
      'created',
      'stage_started',
      'asked:department_pool',
      'answered',
      'asked:other_pools',
    ]);
    const peopleAt = (index: number) => {
      const entry = entries[index];
      return entry?.type === 'asked' ? entry.people : null;
    };
    expect(peopleAt(2)).toEqual(
      expect.arrayContaining([
        { name: 'Anna Berg', channels: ['app', 'email'] },
        { name: 'Hanna Roth', channels: ['sms'] },
      ]),
    );
    // Channels from the event's channel column when the detail has none.
    expect(peopleAt(4)).toEqual([{ name: 'Hanna Roth', channels: ['app'] }]);
  });

  it('gives each edit its own lines: those it asked, and those whose offer it withdrew', () => {
    const at = (minute: number) => `2030-01-05T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const pool = { stage: 'department_pool' };
    const events = [
      event('asked', { at: at(0), person: anna, detail: { ...pool, channels: ['app'] } }),
      event('changed', { at: at(5), actor: hr, detail: { changes: ['skills'], asked: 1 } }),
      event('asked', {
        at: at(5),
        person: hr,
        detail: { ...pool, channels: ['app'], afterChange: true },
      }),
      event('changed', {
        at: at(9),
        actor: hr,
        detail: { changes: ['dates'], withdrawn: 1, acceptancesWithdrawn: 1 },
      }),
      event('offer_withdrawn', { at: at(9), person: anna, detail: { ...pool, accepted: false } }),
      event('offer_withdrawn', { at: at(9), person: hr, detail: { ...pool, accepted: true } }),
    ];
    const entries = groupEvents(events);
    expect(entries.map(label)).toEqual([
      'asked:department_pool',
      'changed',
      'asked:department_pool',
      'changed',
      'withdrawn:department_pool',
    ]);
    expect(entries[0]).toMatchObject({ afterChange: false });
    expect(entries[2]).toMatchObject({
      afterChange: true,
      people: [{ name: 'Hanna Roth', channels: ['app'] }],
    });
    expect(entries[4]).toMatchObject({
      people: [
        { name: 'Anna Berg', accepted: false },
        { name: 'Hanna Roth', accepted: true },
      ],
    });
  });
});

function label(entry: TimelineEntry): string {
  return entry.type === 'event' ? entry.event.kind : `${entry.type}:${entry.stage}`;
}

describe('eventSentence', () => {
  it('states a booking despite working-time warnings with its reason (decision 031)', () => {
    const override = event('working_time_override', {
      actor: hr,
      person: anna,
      detail: { warnings: ['sunday_work'], reason: 'ECMO' },
    });
    expect(eventSentence(override)).toEqual({
      key: 'workingTimeOverrideBy',
      values: { actor: 'Hanna Roth', person: 'Anna Berg', reason: 'ECMO' },
    });
  });

  it('names the actor when there is one and the stage, answer and channel', () => {
    expect(eventSentence(event('created'))).toEqual({ key: 'created', values: {} });
    expect(eventSentence(event('created', { actor: hr }))).toEqual({
      key: 'createdBy',
      values: { actor: 'Hanna Roth' },
    });
    expect(eventSentence(event('stage_started', { detail: { stage: 'other_pools' } }))).toEqual({
      key: 'stageStarted.other_pools',
      values: {},
    });
    expect(eventSentence(event('stage_started', { detail: { stage: 'moon' } }))).toEqual({
      key: 'stageStarted.other',
      values: { stage: 'moon' },
    });
    expect(
      eventSentence(
        event('answered', { person: anna, channel: 'sms', detail: { answer: 'accepted' } }),
      ),
    ).toEqual({
      key: 'answered.acceptedVia',
      values: { person: 'Anna Berg', via: 'sms' },
    });
    expect(
      eventSentence(event('answered', { person: anna, detail: { answer: 'declined' } })),
    ).toEqual({
      key: 'answered.declined',
      values: { person: 'Anna Berg' },
    });
    expect(
      eventSentence(event('deadline_passed', { detail: { stage: 'department_pool' } })).key,
    ).toBe('deadlinePassed.department_pool');
    expect(
      eventSentence(event('hr_decided', { actor: hr, detail: { decision: 'approve_external' } })),
    ).toEqual({
      key: 'hrApprovedBy',
      values: { actor: 'Hanna Roth' },
    });
    expect(
      eventSentence(event('hr_decided', { actor: hr, detail: { decision: 'cancel' } })).key,
    ).toBe('hrCancelledBy');
    expect(eventSentence(event('hr_cancelled')).key).toBe('hrCancelled');
    expect(eventSentence(event('selected', { actor: hr, person: anna }))).toEqual({
      key: 'selectedBy',
      values: { actor: 'Hanna Roth', person: 'Anna Berg' },
    });
    expect(eventSentence(event('filled')).key).toBe('filled');
    expect(eventSentence(event('cancelled', { actor: hr })).key).toBe('cancelledBy');
  });

  it('says who changed a request and whose offer or acceptance it withdrew', () => {
    expect(eventSentence(event('changed', { actor: hr, detail: { changes: ['dates'] } }))).toEqual({
      key: 'changedBy',
      values: { actor: 'Hanna Roth' },
    });
    expect(eventSentence(event('changed')).key).toBe('changed');
    expect(
      eventSentence(event('offer_withdrawn', { person: anna, detail: { accepted: false } })),
    ).toEqual({
      key: 'offerWithdrawn',
      values: { person: 'Anna Berg' },
    });
    expect(
      eventSentence(event('offer_withdrawn', { person: anna, detail: { accepted: true } })).key,
    ).toBe('acceptanceWithdrawn');
    // Known changes in a fixed order, unknown ones left out; counts never negative or missing.
    const edit = event('changed', {
      detail: { changes: ['skills', 'moon', 'dates'], asked: 2, withdrawn: -1 },
    });
    expect(changesOf(edit)).toEqual(['dates', 'skills']);
    expect(changeCounts(edit)).toEqual({ asked: 2, withdrawn: 0, acceptancesWithdrawn: 0 });
    for (const lang of [en, de]) {
      for (const change of [
        ...changesOf(edit),
        'qualification',
        'department',
        'timeLimit',
        'other',
      ]) {
        expect(hasKey(lang.timeline.changes, change), change).toBe(true);
      }
      for (const note of ['asked', 'withdrawn', 'acceptancesWithdrawn'])
        expect(hasKey(lang.timeline.changeNote, note)).toBe(true);
      expect(
        hasKey(lang.timeline.withdrawn, 'line') && hasKey(lang.timeline, 'askedAfterChange'),
      ).toBe(true);
    }
  });

  it('gives an unknown kind a generic line', () => {
    expect(eventSentence(event('reminder_sent'))).toEqual({
      key: 'other',
      values: { kind: 'reminder sent' },
    });
  });

  it('has every key it can give in English and German', () => {
    const kinds: TimelineEvent[] = [
      event('created'),
      event('created', { actor: hr }),
      ...['department_pool', 'other_pools', 'hr_review', 'external', 'x'].flatMap((stage) => [
        event('stage_started', { detail: { stage } }),
        event('deadline_passed', { detail: { stage } }),
      ]),
      ...['accepted', 'declined', 'maybe'].flatMap((answer) => [
        event('answered', { person: anna, detail: { answer } }),
        event('answered', { person: anna, channel: 'app', detail: { answer } }),
      ]),
      ...['hr_decided', 'hr_approved', 'hr_cancelled'].flatMap((kind) => [
        event(kind, { detail: { decision: 'cancel' } }),
        event(kind, { actor: hr, detail: { decision: 'approve_external' } }),
      ]),
      event('selected', { person: anna }),
      event('selected', { person: anna, actor: hr }),
      event('filled'),
      event('cancelled'),
      event('cancelled', { actor: hr }),
      event('changed'),
      event('changed', { actor: hr }),
      event('offer_withdrawn', { person: anna }),
      event('offer_withdrawn', { person: anna, detail: { accepted: true } }),
      event('whatever'),
    ];
    for (const item of kinds) {
      const { key } = eventSentence(item);
      expect(hasKey(en.timeline.events, key), `en ${key}`).toBe(true);
      expect(hasKey(de.timeline.events, key), `de ${key}`).toBe(true);
    }
    for (const stage of ['department_pool', 'other_pools', 'other']) {
      expect(hasKey(en.timeline.asked, stage) && hasKey(de.timeline.asked, stage)).toBe(true);
    }
  });
});

describe('runningDeadline', () => {
  it('counts down only while a pool stage runs', () => {
    const deadlineAt = '2030-01-05T12:00:00.000Z';
    expect(runningDeadline({ deadlineAt }, 'internal_adv')).toBe(deadlineAt);
    expect(runningDeadline({ deadlineAt }, 'pool_adv')).toBe(deadlineAt);
    expect(runningDeadline({ deadlineAt }, 'hr_review')).toBeNull();
    expect(runningDeadline({ deadlineAt: null }, 'internal_adv')).toBeNull();
  });
});
