import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '#shared/languages';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The caller's language, from Accept-Language (the web sends the language of its path). */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
});
