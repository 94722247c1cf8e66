import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';

export interface SecurityHeadersOptions {
  /** PUBLIC_URL is https: send HSTS and ask browsers to upgrade stray http requests. */
  https: boolean;
  /** 'sha256-…' sources of the inline scripts the build wrote (inlineScriptHashes). */
  scriptHashes: readonly string[];
}

/**
 * Browser features the app never uses, denied to it and to anything it could be made to embed.
 * Only names Chromium knows: an unknown one (e.g. bluetooth) is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The Content-Security-Policy of every response. Scripts only from our origin
 * plus the hashed inline loader of the prerendered pages; styles may be inline because Emotion
 * (MUI) and FullCalendar write <style> tags and React writes style attributes; nothing may
 * frame us, and forms and <base> stay on our origin.
 */
export function contentSecurityPolicyDirectives(options: SecurityHeadersOptions) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for small inline images (MUI, Swagger UI's logo).
    'img-src': ["'self'", 'data:'],
    // FullCalendar's icon font is a data: URL in its stylesheet.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response: helmet's set (it writes them to the raw response in
 * onRequest, so 404s, errors, static files and the hijacked SSE stream get them too) plus
 * Permissions-Policy, which helmet does not cover.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, options) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options),
    },
    frameguard: { action: 'deny' },
    // Offer, invitation and password links carry their token in the URL: no Referer at all,
    // not even to our own origin (a proxy's access log would keep it).
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
});

/**
 * The hashes scripts/prerender.mjs recorded in <webRoot>/csp.json for the inline scripts it
 * wrote; none when the app is not built (or built before the file existed).
 */
export function inlineScriptHashes(webRoot: string): string[] {
  const file = path.join(webRoot, 'csp.json');
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const hashes = (parsed as { scriptHashes?: unknown } | null)?.scriptHashes;
  if (!Array.isArray(hashes)) return [];
  return hashes.filter(
    (hash): hash is string => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(hash),
  );
}
