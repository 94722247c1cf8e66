import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { invoices } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import { signedIn, type Actor } from '#server/test/agency-fixtures';
import { fixedClock } from '#server/lib/clock';

// Months outside the supported years are refused with the field named (they answered 500).

const ctx = useTestContext({ clock: fixedClock(berlin('2026-12-07T10:00')) });
let admin: Actor;
let adminDe: Actor;

beforeAll(async () => {
  admin = await signedIn(ctx, 'ADMIN');
  adminDe = await signedIn(ctx, 'ADMIN', 'de');
});

const ODD_MONTHS = ['0000-01', '0001-01', '1999-12', '2100-01', '9999-12'];

describe('months outside the supported years', () => {
  it('refuses them in the invoice list with 400 naming the month, in English and German', async () => {
    for (const month of ODD_MONTHS) {
      const response = await injectAs(
        ctx.app,
        admin.headers,
        'GET',
        `/api/invoices?month=${month}`,
      );
      expect(response.statusCode, `${month}: ${response.body}`).toBe(400);
      expect(response.json().error.details).toEqual([
        expect.objectContaining({
          field: 'month',
          message: 'Please enter a date in the years 2000 to 2099',
        }),
      ]);
    }
    const german = await injectAs(
      ctx.app,
      { ...adminDe.headers, 'accept-language': 'de' },
      'GET',
      '/api/invoices?month=0000-01',
    );
    expect(german.json().error.details[0]).toMatchObject({
      field: 'month',
      message: 'Bitte ein Datum in den Jahren 2000 bis 2099 eingeben',
    });
    // The edges of the range are months like any other.
    for (const month of ['2000-01', '2099-12']) {
      expect(
        (await injectAs(ctx.app, admin.headers, 'GET', `/api/invoices?month=${month}`)).statusCode,
        month,
      ).toBe(200);
    }
  });

  it('refuses a billing run for them with 400 and issues nothing', async () => {
    const before = (await ctx.db.select({ n: count() }).from(invoices))[0]!.n;
    for (const month of ODD_MONTHS) {
      const response = await injectAs(ctx.app, admin.headers, 'POST', '/api/admin/invoices/runs', {
        month,
      });
      expect(response.statusCode, `${month}: ${response.body}`).toBe(400);
      expect(response.json().error.details[0]).toMatchObject({
        field: 'month',
        key: 'Date_out_of_range',
      });
    }
    expect((await ctx.db.select({ n: count() }).from(invoices))[0]!.n).toBe(before);
  });
});
