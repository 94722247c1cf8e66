import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { requestEvents, requestOffers, users } from '#server/db/schema/index';

const actor = alias(users, 'actor');
const person = alias(users, 'person');

/** The timeline in order, with names; bounded (a pool of thousands asks thousands). */
export async function listEvents(db: Db, requestId: string, limit: number) {
  return db
    .select({
      id: requestEvents.id,
      at: requestEvents.at,
      kind: requestEvents.kind,
      channel: requestEvents.channel,
      detail: requestEvents.detail,
      actorId: actor.id,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      personId: person.id,
      personFirstName: person.firstName,
      personLastName: person.lastName,
    })
    .from(requestEvents)
    .leftJoin(actor, eq(actor.id, requestEvents.actorId))
    .leftJoin(person, eq(person.id, requestEvents.userId))
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(asc(requestEvents.at), asc(requestEvents.id))
    .limit(limit);
}

export async function listOffers(db: Db, requestId: string, limit: number) {
  return db
    .select({
      userId: requestOffers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      stage: requestOffers.stage,
      channels: requestOffers.channels,
      askedAt: requestOffers.askedAt,
      answer: requestOffers.answer,
      answeredAt: requestOffers.answeredAt,
      answeredVia: requestOffers.answeredVia,
      withdrawnAt: requestOffers.withdrawnAt,
    })
    .from(requestOffers)
    .innerJoin(users, eq(users.id, requestOffers.userId))
    .where(eq(requestOffers.requestId, requestId))
    .orderBy(asc(requestOffers.askedAt), asc(users.lastName), asc(users.firstName))
    .limit(limit);
}
