/** Sends one text message; throws when the gateway did not take it (the outbox retries). */
export interface SmsGateway {
  send(message: { to: string; text: string }): Promise<void>;
}

/**
 * An HTTP SMS gateway: POST { to, text } as JSON to SMS_URL, with SMS_TOKEN as a bearer token
 * when set. Any answer but 2xx (and a timeout) is a failure the outbox retries with back-off.
 */
export function createHttpSmsGateway(options: {
  url: string;
  token?: string;
  timeoutMs?: number;
}): SmsGateway {
  return {
    async send({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Drain the body so the connection can be reused.
      const answer = await response.text().catch(() => '');
      if (!response.ok)
        throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
    },
  };
}
