/**
 * A JSON call to a real server over HTTP (tests that start the product as a process): the
 * status, the headers and the parsed body; `token` becomes the bearer.
 */
export async function callJson<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}
