import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for the scale-out test: each request goes to the next backend in turn, and the
 * answer streams back as it comes (server-sent events included: nothing is buffered). The
 * response names its backend in `x-served-by` (its index), so a test can show that a call
 * landed on another process. A backend that refuses the connection is skipped (nothing was sent
 * to it, so even a POST may go to the next one); a backend that dies mid-answer cuts that
 * answer off, as a real balancer would.
 */
export async function startRoundRobinProxy(backends: string[]) {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => forward(Buffer.concat(body), 0));

    const forward = (payload: Buffer, tried: number) => {
      const index = next;
      next = (next + 1) % backends.length;
      const target = new URL(request.url ?? '/', backends[index]);
      const upstream = http.request(
        target,
        { method: request.method, headers: { ...request.headers, host: target.host } },
        (answer) => {
          served.push(index);
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'x-served-by': String(index),
          });
          // SSE: send each event on as it arrives.
          response.flushHeaders();
          answer.pipe(response);
          answer.on('error', () => response.destroy());
          answer.on('aborted', () => response.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < backends.length)
          return forward(payload, tried + 1);
        if (!response.headersSent) {
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end('bad gateway');
        } else response.destroy();
      });
      // The client went away (a closed event stream): close the backend's side too.
      response.on('close', () => upstream.destroy());
      upstream.end(payload);
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Which backend answered each request so far, in order. */
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
