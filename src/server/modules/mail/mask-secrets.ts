/**
 * What the back office shows of a message: every link's secret replaced by a mask. A token in a
 * password-reset, confirmation, invitation or one-tap link works for whoever reads it, so an
 * administrator looking at the outbox must not be able to use it. The stored and
 * delivered message stays intact.
 */
export const SECRET_MASK = '•••';

/** Query parameters that carry a secret, whatever their value looks like. */
const SECRET_PARAMETERS = new Set(['token', 'signature', 'ticket', 'code', 'key', 'secret', 'otp']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A value that looks like a random token (ours are 43 characters of base64url), not an id or a word. */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{20,}$/;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'“”„]+/g;

const looksSecret = (value: string) => TOKEN_LIKE.test(value) && !UUID.test(value);

function maskPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      // A token may carry a suffix, like the calendar feed's `<token>.ics`.
      const [, stem, suffix] = /^([^.]*)(\..*)?$/.exec(segment) ?? [];
      return stem && looksSecret(stem) ? `${SECRET_MASK}${suffix ?? ''}` : segment;
    })
    .join('/');
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!rest.length) return pair;
      const secret =
        SECRET_PARAMETERS.has(name!.toLowerCase()) || looksSecret(decodeURIComponentSafe(value));
      return secret ? `${name}=${SECRET_MASK}` : pair;
    })
    .join('&');
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One link with its secrets masked; its origin and the names of its parameters stay readable. */
export function maskLink(link: string): string {
  const [beforeFragment = '', ...fragment] = link.split('#');
  const [path = '', ...query] = beforeFragment.split('?');
  const origin = /^https?:\/\/[^/]*/.exec(path)?.[0] ?? '';
  const masked =
    origin +
    maskPath(path.slice(origin.length)) +
    (query.length ? `?${maskQuery(query.join('?'))}` : '');
  if (!fragment.length) return masked;
  const rest = fragment.join('#');
  return `${masked}#${looksSecret(rest) ? SECRET_MASK : maskQuery(rest)}`;
}

/** A message's text with the secrets of every link in it masked. */
export function maskSecrets(text: string): string {
  return text.replace(URL_IN_TEXT, (link) => {
    // A sentence's closing punctuation is not part of the link.
    const [, bare, trailing] = /^(.*?)([.,;:!?)]*)$/s.exec(link)!;
    return maskLink(bare!) + trailing;
  });
}
