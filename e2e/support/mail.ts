import { expect } from 'vitest';
import { decodeMail, type ReceivedMail } from '#server/test/smtp';

/** The newest mail to `to` whose text contains `containing`, decoded, once it has arrived. */
export async function waitForMail(
  received: ReceivedMail[],
  to: string,
  containing: string,
  timeout = 20_000,
): Promise<string> {
  const find = () =>
    [...received]
      .reverse()
      .map((mail) => ({ mail, text: decodeMail(mail.raw) }))
      .find(({ mail, text }) => mail.to.includes(to) && text.includes(containing));
  await expect.poll(() => Boolean(find()), { timeout }).toBe(true);
  return find()!.text;
}
