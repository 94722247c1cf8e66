import type { FastifyRequest } from 'fastify';

/**
 * Link tokens are bearer secrets (calendar feeds, one-tap answers, e-mail confirmation,
 * invitations): the access log keeps the path but never the token.
 */
const SECRET_PATHS = [
  /^(\/api\/calendar\/)[^/?#]+(\.ics)/,
  /^(\/api\/auth\/confirm-email\/)[^/?#]+()/,
  /^(\/api\/invitations\/)[^/?#]+()/,
];
const SECRET_QUERY = /([?&](?:token|ticket)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  let result = url.replace(SECRET_QUERY, '$1[redacted]');
  for (const pattern of SECRET_PATHS) result = result.replace(pattern, '$1[redacted]$2');
  return result;
}

/** Fastify's default request log fields, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
