import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '#shared/contracts/auth';
import { translate } from '#server/i18n/index';
import type { AuthService } from './auth.service';

/**
 * Per client, counted in the database: generous for people, tight for scripts. The budgets per
 * address and for failed passwords are in the service.
 */
const loginRateLimit = { max: 20, timeWindow: '1 minute' };
/** Routes that send e-mail share one budget per client: nobody floods mailboxes from one place. */
const mailRateLimit = { max: 10, timeWindow: '10 minutes', groupId: 'auth-mail' };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.endpoint(
    authEndpoints.register,
    {
      config: { rateLimit: mailRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (USER, AGENCY or ORG_ADMIN) and send the confirmation e-mail',
      },
    },
    async (request, reply) => {
      const { body, language } = request;
      await auth.limitMailRequest(body.email);
      // Accepted durably before the answer (a crash right after it loses nothing), the same work
      // for every address; whether it makes an account or mails the owner happens afterwards.
      const task = await auth.acceptRegistration(body, language);
      reply.afterResponse(() => app.taskRunner.runNow(task));
      return reply.status(201).send({ message: translate(language, 'messages.registered') });
    },
  );

  app.endpoint(
    authEndpoints.confirmEmail,
    {
      schema: {
        tags: ['auth'],
        summary: 'The link in the confirmation e-mail: confirms and redirects to the web app',
      },
    },
    async (request, reply) => {
      const result = await auth.confirmEmail(request.params.token);
      if (result) return reply.redirect(`/${result.language}/auth/email-confirmed`, 302);
      return reply.redirect(`/${request.language}/auth/email-confirmation?status=invalid`, 302);
    },
  );

  app.endpoint(
    authEndpoints.resendVerification,
    {
      config: { rateLimit: mailRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send a new confirmation link; the same answer for every address',
      },
    },
    async (request, reply) => {
      const { email } = request.params;
      await auth.limitMailRequest(email);
      // After the answer: its timing must not tell whether the address has an account.
      reply.afterResponse(() => auth.resendVerification(email));
      return { message: translate(request.language, 'messages.verificationSent') };
    },
  );

  const forgotPassword = {
    config: { rateLimit: mailRateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Send a password reset link; the same answer for every address',
    },
  };
  const handleForgotPassword = async (
    request: FastifyRequest<{ Params: { email: string } }>,
    reply: FastifyReply,
  ) => {
    const { email } = request.params;
    await auth.limitMailRequest(email);
    reply.afterResponse(() => auth.forgotPassword(email));
    return { message: translate(request.language, 'messages.resetSent') };
  };
  // The misspelt path is the published contract (spec 001 section 7); the correct one sits beside it.
  app.endpoint(authEndpoints.forgotPasswordLegacy, forgotPassword, handleForgotPassword);
  app.endpoint(authEndpoints.forgotPassword, forgotPassword, handleForgotPassword);

  app.endpoint(
    authEndpoints.resetPassword,
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the e-mailed token or the current password; ends all sessions',
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, request.ip);
      return { message: translate(request.language, 'messages.passwordUpdated') };
    },
  );

  app.endpoint(
    authEndpoints.login,
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a Bearer access token and its lifetime in seconds',
      },
    },
    async (request, reply) => {
      // The answer holds a session token: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return auth.login(request.body, request.ip);
    },
  );

  app.endpoint(
    authEndpoints.signInLink,
    {
      config: { rateLimit: mailRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time sign-in link (15 minutes); the same answer for every address',
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await auth.limitMailRequest(email);
      // After the answer: its timing must not tell whether the address has an account.
      reply.afterResponse(() => auth.requestSignInLink(email));
      return { message: translate(request.language, 'messages.signInLinkSent') };
    },
  );

  app.endpoint(
    authEndpoints.signInLinkSession,
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the token of an e-mailed sign-in link (single use)',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.signInWithLink(request.body.token, request.ip);
    },
  );

  app.endpoint(
    authEndpoints.logout,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token stops working at once',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      await auth.logout(request.actor!.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.endpoint(
    authEndpoints.logoutEverywhere,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out on every device: all tokens of the caller stop working at once',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      await auth.logoutEverywhere(request.actor!.userId);
      return reply.status(204).send(null);
    },
  );
};
