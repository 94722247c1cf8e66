import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myShiftsEndpoints } from '#shared/contracts/engine';
import type { MyShiftsService } from './my-shifts.service';

/** Calendar apps poll about hourly; this only stops a script from hammering the endpoint. */
const feedRateLimit = { max: 60, timeWindow: '1 minute' };

/**
 * Any signed-in user may call the /me routes: they only ever read or change the caller's own
 * offers and bookings, and pool membership is not a role (pool members are USERs, but nothing
 * stops another account from being asked). Others simply get empty lists.
 */
export const myShiftsRoutes: FastifyPluginAsyncZod<{ myShifts: MyShiftsService }> = async (
  app,
  { myShifts },
) => {
  const signedIn = { onRequest: app.authenticate };
  const docs = { tags: ['pool member: my shifts'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    myShiftsEndpoints.list,
    {
      ...signedIn,
      schema: {
        ...docs,
        summary:
          "The caller's open offers, accepted offers waiting for the pick, upcoming booked shifts and counts",
      },
    },
    async (request) => myShifts.shifts(request.actor!.userId),
  );

  app.endpoint(
    myShiftsEndpoints.createCalendarFeed,
    {
      ...signedIn,
      schema: {
        ...docs,
        summary:
          'Create the private iCalendar URL of the booked shifts, or replace it (the old URL stops working)',
      },
    },
    async (request) => myShifts.rotateCalendarFeed(request.actor!.userId),
  );

  app.endpoint(
    myShiftsEndpoints.calendarFeed,
    {
      config: { rateLimit: feedRateLimit },
      schema: {
        tags: ['pool member: my shifts'],
        summary:
          'The iCalendar feed of the booked shifts (no sign-in: the token in the URL is the authorisation)',
      },
    },
    async (request, reply) => {
      const body = await myShifts.calendarFeed(request.params.token);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="shifts.ics"')
          // Personal data behind a secret URL: no shared caches.
          .header('cache-control', 'private, max-age=300')
          .send(body)
      );
    },
  );
};
