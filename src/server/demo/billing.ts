import { calendarDay } from '#shared/format';
import { eq } from 'drizzle-orm';
import { lastClosedMonth, runBilling } from '#server/modules/invoices/invoices.service';
import { SETTING_KEYS, readSetting, writeSetting } from '#server/modules/settings/settings.service';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/index';
import type { Agenda } from './agenda';
import type { DemoDriver } from './driver';
import { DAY, addDays, berlinAt, type Random } from './random';

/**
 * The money of the year: the monthly billing run on each 1st at 06:00 issues
 * the agencies' invoices to the clinics and the platform's commission invoices from the approved
 * hours; the administrator records most payments weeks later. One agency invoice stays unpaid
 * past its due date (overdue), and one is cancelled by a credit note and issued anew.
 */

interface Issued {
  id: string;
  kind: string;
  issuerKind: string;
  issueDate: string;
  dueDate: string;
}

/**
 * The demo platform charges a commission (unset, the rate is 0 and the commission invoices and the
 * dashboard's earnings show nothing). Set before the year's selections: a placement keeps the rate
 * of its day.
 */
const DEMO_COMMISSION_PERCENT = 8;

/** Which run (counted back from the last) leaves its first agency invoice unpaid. */
const OVERDUE_RUNS_BACK = 3;

export async function planBilling(
  db: Db,
  driver: DemoDriver,
  random: Random,
  agenda: Agenda,
  options: { start: Date; now: Date },
) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  if (!admin) return;
  if ((await readSetting(db, SETTING_KEYS.commissionRate)) === undefined) {
    await writeSetting(db, SETTING_KEYS.commissionRate, DEMO_COMMISSION_PERCENT, admin.id);
  }
  const actor = { userId: admin.id, role: 'ADMIN' as const };
  const runs: Date[] = [];
  for (let month = calendarDay(options.start).slice(0, 7); ;) {
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
    const at = berlinAt(`${month}-01`, 6);
    if (at > options.now) break;
    runs.push(at);
  }
  let corrected = false;
  let overdue = false;

  /** The administrator records the payment some days before it is due; what is not paid by now stays open. */
  function pay(invoice: Pick<Issued, 'id' | 'issueDate' | 'dueDate'>) {
    const term = Math.max(
      2,
      Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)) / DAY),
    );
    const at = berlinAt(
      addDays(invoice.issueDate, random.int(2, term - 1)),
      10,
      random.int(0, 359),
    );
    if (at < options.now)
      agenda.add(at, `invoice ${invoice.id} paid`, () =>
        driver.at(at, () => driver.invoices.markPaid(invoice.id)),
      );
  }

  /** The clinic finds an error: the administrator cancels it (credit note) and runs the month again. */
  function correct(invoice: Issued, month: string) {
    const at = berlinAt(addDays(invoice.issueDate, random.int(3, 8)), 11, random.int(0, 59));
    if (at >= options.now) return pay(invoice);
    corrected = true;
    agenda.add(at, `invoice ${invoice.id} cancelled and issued anew`, async () => {
      await driver.at(at, () => driver.invoices.cancel(actor, invoice.id));
      const again = await driver.at(new Date(at.getTime() + 10 * 60_000), () =>
        driver.invoices.run(actor, { month }),
      );
      for (const issued of again.issued) pay(issued);
    });
  }

  runs.forEach((at, index) => {
    agenda.add(at, `billing run ${calendarDay(at)}`, async () => {
      const month = lastClosedMonth(at);
      const result = await driver.at(at, () => runBilling({ db, now: at }, month, driver.mail));
      for (const invoice of result.issued) {
        const agencyInvoice = invoice.kind === 'invoice' && invoice.issuerKind === 'agency';
        if (agencyInvoice && !corrected && index >= 1) correct(invoice, month);
        else if (agencyInvoice && !overdue && index >= runs.length - OVERDUE_RUNS_BACK)
          overdue = true;
        else pay(invoice);
      }
    });
  });
}
