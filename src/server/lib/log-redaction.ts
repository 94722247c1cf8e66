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

/**
 * An error as the log keeps it: its type, code, the driver's message and the stack frames, never
 * a query's parameters (Drizzle's "Failed query: … params: …" carries session and user ids) or
 * anything else the message quoted.
 */
export function errorLogFields(error: unknown) {
  const { name, message, stack, cause } = error instanceof Error ? error : new Error(String(error));
  const failedQuery = message.startsWith('Failed query:');
  const reason = failedQuery && cause instanceof Error ? cause : undefined;
  const code = ((reason ?? error) as { code?: unknown }).code;
  return {
    type: reason ? `${name}: ${reason.name}` : name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: reason ? reason.message : failedQuery ? 'Failed query' : message.split('\n')[0],
    stack: (stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n'),
  };
}
