import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onCallEndpoints } from '#shared/contracts/on-call';
import type { OnCallService } from './on-call.service';

/** The organisation's §7 agreement (its administrators), and each person's own consent. */
export const onCallRoutes: FastifyPluginAsyncZod<{ onCall: OnCallService }> = async (
  app,
  { onCall },
) => {
  const readers = { onRequest: app.requireRole('ADMIN', 'ORG_ADMIN', 'ORG_SUB') };
  const administrators = { onRequest: app.requireRole('ORG_ADMIN') };
  const signedIn = { onRequest: app.authenticate };
  const organisation = { tags: ['organisation: on-call duty'], security: [{ bearerAuth: [] }] };
  const me = { tags: ['me: on-call consent'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    onCallEndpoints.agreement,
    {
      ...readers,
      schema: {
        ...organisation,
        summary:
          "The organisation's collective agreement on on-call duty under ArbZG §7 (null: none recorded)",
      },
    },
    async (request) => onCall.agreement(request.actor!, request.params.id),
  );

  app.endpoint(
    onCallEndpoints.setAgreement,
    {
      ...administrators,
      schema: {
        ...organisation,
        summary:
          'Record the agreement: the longest duty (11–24 hours), the on-call share a day over 10 hours needs, the rest after a day over 12 hours, the weeks of the 48-hour average (at most 52) and the average allowed with written consent (49–72 hours, or null)',
      },
    },
    async (request) => onCall.setAgreement(request.actor!, request.params.id, request.body),
  );

  app.endpoint(
    onCallEndpoints.removeAgreement,
    {
      ...administrators,
      schema: { ...organisation, summary: 'Remove the agreement: §3’s 10 hours hold again' },
    },
    async (request) => onCall.removeAgreement(request.actor!, request.params.id),
  );

  app.endpoint(
    onCallEndpoints.consents,
    {
      ...administrators,
      schema: {
        ...organisation,
        summary:
          'Who gave the written consent of §7 (7) to an average above 48 hours, and revocations still in their six months',
      },
    },
    async (request) => onCall.consents(request.actor!, request.params.id),
  );

  app.endpoint(
    onCallEndpoints.myConsents,
    {
      ...signedIn,
      schema: { ...me, summary: "The caller's organisations and their consent to each" },
    },
    async (request) => onCall.mine(request.actor!.userId),
  );

  app.endpoint(
    onCallEndpoints.give,
    {
      ...signedIn,
      schema: {
        ...me,
        summary:
          'Give one of your organisations your written consent to an average above 48 hours a week (§7 (7) ArbZG)',
      },
    },
    async (request) => onCall.give(request.actor!.userId, request.params.id),
  );

  app.endpoint(
    onCallEndpoints.revoke,
    {
      ...signedIn,
      schema: {
        ...me,
        summary: 'Revoke your consent: it ends six months on (§7 (7) ArbZG)',
      },
    },
    async (request) => onCall.revoke(request.actor!.userId, request.params.id),
  );
};
