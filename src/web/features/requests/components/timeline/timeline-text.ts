import type { TFunction } from 'i18next';
import type { Timeline, TimelineEvent } from '#shared/contracts/engine';
import type { Language } from '#shared/language-codes';
import { formatDateTime } from '../../shift-dates';
import {
  CHANNELS,
  changeCounts,
  changesOf,
  eventSentence,
  formatDuration,
} from './timeline-helpers';

// The timeline's words: the pure helpers' keys and values put through the translations.

export const formatAt = (iso: string, lang: Language) => formatDateTime(Date.parse(iso), lang);

export function durationText(t: TFunction, ms: number): string {
  const { key, values } = formatDuration(ms);
  return t(`timeline.duration.${key}`, values);
}

export function channelLabel(t: TFunction, channel: string): string {
  return CHANNELS.includes(channel) ? t(`timeline.channels.${channel}`) : channel;
}

export function stageLabel(t: TFunction, stage: string): string {
  return t(`timeline.stages.${stage}`, { defaultValue: stage.replace(/_/g, ' ') });
}

/** The sentence of one event, names, stage and what an edit changed filled in. */
export function eventText(t: TFunction, language: string, event: TimelineEvent): string {
  const { key, values } = eventSentence(event);
  const via = values.via
    ? t(`timeline.via.${values.via}`, { defaultValue: values.via })
    : undefined;
  const stage = values.stage ? stageLabel(t, values.stage) : undefined;
  const changes =
    event.kind === 'changed'
      ? new Intl.ListFormat(language, { type: 'conjunction' }).format(
          changesOf(event).map((change) => t(`timeline.changes.${change}`)),
        ) || t('timeline.changes.other')
      : undefined;
  return t(`timeline.events.${key}`, { ...values, via, stage, changes });
}

/**
 * A smaller second line: a stage's deadline and how many it asked (or that nobody matched); for
 * an edit, whom it asked or withdrew the offer from and the stage's deadline after it.
 */
export function eventNote(t: TFunction, event: TimelineEvent, lang: Language): string | null {
  if (event.kind === 'changed') {
    const counts = changeCounts(event);
    const notes = [
      ...(counts.asked ? [t('timeline.changeNote.asked', { count: counts.asked })] : []),
      ...(counts.withdrawn
        ? [t('timeline.changeNote.withdrawn', { count: counts.withdrawn })]
        : []),
      ...(counts.acceptancesWithdrawn
        ? [t('timeline.changeNote.acceptancesWithdrawn', { count: counts.acceptancesWithdrawn })]
        : []),
      ...(typeof event.detail.deadlineAt === 'string'
        ? [t('timeline.until', { at: formatAt(event.detail.deadlineAt, lang) })]
        : []),
    ];
    return notes.length > 0 ? notes.join(' · ') : null;
  }
  if (event.kind !== 'stage_started') return null;
  const notes: string[] = [];
  if (typeof event.detail.deadlineAt === 'string') {
    notes.push(t('timeline.until', { at: formatAt(event.detail.deadlineAt, lang) }));
  }
  if (event.detail.asked === 0) notes.push(t('timeline.nobodyMatched'));
  return notes.length > 0 ? notes.join(' · ') : null;
}

export function answerText(
  t: TFunction,
  offer: Timeline['offers'][number],
  lang: Language,
): string {
  if (offer.withdrawnAt) {
    return t(
      offer.answer === 'accepted'
        ? 'timeline.offers.acceptanceWithdrawn'
        : 'timeline.offers.withdrawn',
      {
        when: formatAt(offer.withdrawnAt, lang),
      },
    );
  }
  if (!offer.answer) return t('timeline.offers.noAnswer');
  const when = offer.answeredAt ? formatAt(offer.answeredAt, lang) : '';
  const via = offer.answeredVia
    ? t(`timeline.via.${offer.answeredVia}`, { defaultValue: offer.answeredVia })
    : '';
  return t(`timeline.offers.${offer.answer}`, { via, when });
}
