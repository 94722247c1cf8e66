import type { FastifyBaseLogger } from 'fastify';
import type { OfferAnswer, OfferStage } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { newLinkTokens } from '#server/lib/tokens';
import { scheduleTask } from '#server/modules/scheduler/scheduler.service';
import type { RequestService } from '#server/modules/requests/requests.service';
import type { Notifier, NotifyInput } from './engine.ports';
import * as q from './engine.queries';
import type { OfferInsert } from './pool.queries';

/** What app.ts gives the engine: its ports (notifier, clock, the request service) and settings. */
export interface EngineDeps {
  db: Db;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Wakes the local task runner when a deadline is already due. */
  onTaskScheduled?: () => void;
  /** How long one hour of a time limit lasts (ENGINE_TIME_LIMIT_UNIT_SECONDS); an hour by default. */
  hourMs?: number;
  /** Asked-at, deadlines and whether an offer is still open are measured on it. */
  clock?: Clock;
  /** The requests module decides the scope of HR's decision and the timeline (out of scope is not found). */
  requests: Pick<RequestService, 'find' | 'get'>;
}

/** The deps with the clock settled, and the helpers every part of the engine shares. */
export interface EngineContext extends EngineDeps {
  clock: Clock;
  /** The request's title, organisation, department and first dates, for a notification; `known` saves the read. */
  payloadOf(tx: Db, requestId: string, known?: q.RequestSummary): Promise<Record<string, unknown>>;
  /** Tells each person once; nobody to tell is no call. */
  notify(tx: Db, input: NotifyInput): Promise<void>;
}

/** The task that ends a pool stage; one pending per request (its key), replaced when moved. */
export const DEADLINE_TASK = 'request.deadline';
export const tasksOf = (requestId: string) => `request:${requestId}:`;
export const deadlineKey = (requestId: string) => `${tasksOf(requestId)}deadline`;

/** Sets a pool stage's deadline on the request and as its one pending deadline task. */
export async function setStageDeadline(
  tx: Db,
  requestId: string,
  stage: OfferStage,
  deadline: Date,
) {
  await q.setRequest(tx, requestId, { deadlineAt: deadline });
  await scheduleTask(tx, {
    kind: DEADLINE_TASK,
    key: deadlineKey(requestId),
    runAt: deadline,
    payload: { requestId, stage },
  });
}

export const requestLink = (id: string) => `/hospital/requests/${id}`;
const offerPath = (token: string, answer: OfferAnswer) =>
  `/offer?token=${encodeURIComponent(token)}&answer=${answer}`;

const LISTED_DATES = 10;

export function engineContext(deps: EngineDeps): EngineContext {
  const { notifier } = deps;

  async function payloadOf(tx: Db, requestId: string, known?: q.RequestSummary) {
    const summary = known ?? (await q.requestSummary(tx, requestId));
    if (!summary) return {};
    return {
      title: summary.title,
      organisation: summary.organisationName,
      /** The mails write the dates on the organisation's clock. */
      timeZone: summary.organisationTimeZone,
      department: summary.departmentName,
      dates: summary.dates
        .slice(0, LISTED_DATES)
        .map((date) => ({ start: date.startsAt.toISOString(), end: date.endsAt.toISOString() })),
      moreDates: Math.max(0, summary.dates.length - LISTED_DATES),
    };
  }

  async function notify(tx: Db, input: NotifyInput) {
    const userIds = [...new Set(input.userIds)];
    if (userIds.length) await notifier.notify(tx, { ...input, userIds });
  }

  return { ...deps, clock: deps.clock ?? systemClock, payloadOf, notify };
}

/**
 * New offers for people about to be asked: a one-tap token each (only its hash is stored), SMS
 * only with a phone number. The answer links go to the notifier for e-mail and SMS, never stored.
 */
export function newOffers(people: { userId: string; channels: string[]; hasPhone: boolean }[]) {
  return offersWithTokens(
    people.map((person) => ({ userId: person.userId, channels: offerChannels(person) })),
    newLinkTokens(people.length),
  );
}

/** Offers for people whose channels are settled, with the token at the same index (new or derived). */
export function offersWithTokens(
  people: { userId: string; channels: string[] }[],
  tokens: { token: string; hash: string }[],
) {
  const answerLinks = new Map<string, { accept: string; decline: string }>();
  const offers: OfferInsert[] = people.map((person, index) => {
    const { token, hash } = tokens[index]!;
    answerLinks.set(person.userId, answerPaths(token));
    return { userId: person.userId, channels: person.channels, tokenHash: hash };
  });
  return { offers, answerLinks };
}

/** The one-tap answer paths of an offer's token (e-mail, SMS and push only). */
export const answerPaths = (token: string) => ({
  accept: offerPath(token, 'accepted'),
  decline: offerPath(token, 'declined'),
});

/** The channels a person is asked on: their preferred ones, SMS only with a phone number. */
export const offerChannels = (person: { channels: string[]; hasPhone: boolean }) =>
  person.channels.filter((channel) => channel !== 'sms' || person.hasPhone);
