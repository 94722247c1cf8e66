/**
 * The one e-mail address rule of the product: the web forms, the API routes and
 * the server's configuration all use it, so an address the form accepts is one the server
 * accepts, stores and finds again at sign-in.
 *
 * Accepted: an address a mail server delivers to without extensions, as RFC 5321 defines a
 * mailbox: a dot-atom local part (ASCII letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 * dots between them) of at most 64 characters, an @, and a domain of at least two labels, each
 * of 1 to 63 letters, digits and inner hyphens, with a top-level domain of letters (any length:
 * .de, .info, .berlin, .gesundheit) or an IDN top-level domain. Internationalised domain names
 * are accepted in Unicode (krankenhaus-münchen.de) and as punycode (xn--…) alike; the limits
 * apply to the punycode form that travels over SMTP, and the whole address is at most 254
 * characters.
 *
 * Refused: no or several @, spaces, quoted local parts, a dot at the start or end of the local
 * part or two in a row, empty domain labels, a domain without a dot, IP-address domains, and
 * non-ASCII local parts (they need SMTPUTF8 on every server on the way).
 *
 * Runs in the browser and in Node: the IDNA mapping (UTS #46) is the URL parser's, which both
 * have; the conversion back to Unicode is the punycode decoder below (RFC 3492).
 */

/** RFC 5321: the longest forward path, 256 octets, less the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MAX_LENGTH = 253;

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LOCAL_PART = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*$`);
/** An ASCII character a domain may not be typed with; anything non-ASCII goes to the IDNA mapping. */
const ASCII_OUTSIDE_DOMAIN = /[^A-Za-z0-9.\-\u0080-\uffff]/;
const UNICODE_SPACE = /\s/u;
/** A DNS host name label (letters, digits, inner hyphens), after the IDNA mapping. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Top-level domains are letters, or an IDN top-level domain in punycode. */
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export interface EmailAddress {
  /** The form to store and compare: trimmed, lower-case, the domain in Unicode. */
  address: string;
  /** The same address with the domain in punycode, as it travels over SMTP. */
  ascii: string;
  localPart: string;
  /** The domain in Unicode (U-labels), lower-case. */
  domain: string;
  /** The domain in punycode (A-labels), lower-case. */
  asciiDomain: string;
}

/** Parses an address by the rule above; null for anything a mail server would not take. */
export function parseEmailAddress(input: string): EmailAddress | null {
  const text = input.trim();
  if (text.length === 0 || text.length > EMAIL_MAX_LENGTH) return null;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return null;
  const rawLocalPart = text.slice(0, at);
  // Tested before lower-casing: some non-ASCII letters lower-case to ASCII (U+212A, Kelvin, to k).
  if (rawLocalPart.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(rawLocalPart)) return null;
  const localPart = rawLocalPart.toLowerCase();
  const asciiDomain = domainToAscii(text.slice(at + 1));
  if (asciiDomain === null) return null;
  const ascii = `${localPart}@${asciiDomain}`;
  if (ascii.length > EMAIL_MAX_LENGTH) return null;
  const domain = domainToUnicode(asciiDomain);
  if (domain === null) return null;
  return { address: `${localPart}@${domain}`, ascii, localPart, domain, asciiDomain };
}

export function isEmailAddress(input: string): boolean {
  return parseEmailAddress(input) !== null;
}

/**
 * The stored form of an address (see EmailAddress.address), so that sign-up, sign-in and every
 * look-up agree whatever case or domain form was typed. Input that is not an address is only
 * trimmed and lower-cased: a look-up with it simply finds nothing.
 */
export function normaliseEmail(input: string): string {
  return parseEmailAddress(input)?.address ?? input.trim().toLowerCase();
}

/** UTS #46 mapping and punycode through the URL parser, then the host name rules. */
function domainToAscii(domain: string): string | null {
  if (domain.length === 0 || ASCII_OUTSIDE_DOMAIN.test(domain) || UNICODE_SPACE.test(domain))
    return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  if (hostname.length > DOMAIN_MAX_LENGTH) return null;
  const labels = hostname.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label))) return null;
  return TOP_LEVEL_LABEL.test(labels[labels.length - 1]!) ? hostname : null;
}

function domainToUnicode(asciiDomain: string): string | null {
  const labels: string[] = [];
  for (const label of asciiDomain.split('.')) {
    if (!label.startsWith('xn--')) {
      labels.push(label);
      continue;
    }
    const decoded = decodePunycode(label.slice(4));
    if (decoded === null) return null;
    labels.push(decoded);
  }
  return labels.join('.');
}

// RFC 3492 parameters.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 are 26-35
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z are 0-25
  return -1;
}

/** Decodes the part of an A-label after "xn--"; null when it is not valid punycode. */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < basicEnd; j += 1) output.push(input.charCodeAt(j));
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length;) {
    const before = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index));
      index += 1;
      if (digit < 0) return null;
      i += digit * weight;
      if (i > 0x7fffffff) return null;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      weight *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}
