import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRequest } from '#shared/contracts/requests';
import { departmentMembers, requests, shifts } from '#server/db/schema/index';
import { setLargeTableRows } from '#server/db/paging';
import { pageRequestsQuery } from './requests.listing.queries';
import {
  type Actor,
  applicant,
  call,
  ctx,
  dayAt,
  HOUR,
  hrOf,
  iso,
  list,
  type Org,
  organisationWith,
  post,
  staffBody,
  staffDate,
  useRequestsApp,
  wardManagerOf,
} from '#server/test/requests-fixtures';

// GET /api/job: sorting, paging, the window and search, read both ways.

useRequestsApp();

// Both ways of reading a page: one statement (a small table, as here), and its
// ids, then the rows of those ids (a large table, forced here by setLargeTableRows(0)).
for (const mode of ['one statement', 'ids, then rows'] as const)
  describe(`a page read as ${mode}`, () => {
    let restore = () => {};
    beforeAll(() => {
      if (mode === 'ids, then rows') restore = setLargeTableRows(0);
    });
    afterAll(() => restore());

    describe(`GET /api/job: sorting, paging, window and search (${mode})`, () => {
      let org: Org;
      let hr: Actor;

      beforeAll(async () => {
        org = await organisationWith(`Klinikum Sortierung ${mode}`, ['Station 1']);
        hr = await hrOf(org.id);
        // Titles and dates in different orders, so each sort is visible.
        for (const [title, day] of [
          ['Delta', 21],
          ['alpha', 24],
          ['Charlie', 22],
          ['Bravo', 25],
          ['Echo', 23],
        ] as const) {
          await post(hr, staffBody(org, { title, dates: [staffDate(day, 8)] }));
        }
        // Shifts before and after the week of days 21 to 25, none inside it.
        await post(
          hr,
          staffBody(org, { title: 'Gap', dates: [staffDate(19, 8), staffDate(28, 8)] }),
        );
      });

      const q = (extra: string) =>
        `organisationId=${org.id}&from=${iso(dayAt(21, 0))}&to=${iso(dayAt(26, 0))}&${extra}`;
      const names = (page: { items: StaffRequest[] }) => page.items.map((item) => item.title);

      it('sorts by date and by title, both ways', async () => {
        expect(names(await list(hr, q('sort=date')))).toEqual([
          'Delta',
          'Charlie',
          'Echo',
          'alpha',
          'Bravo',
        ]);
        expect(names(await list(hr, q('sort=date&direction=desc')))).toEqual([
          'Bravo',
          'alpha',
          'Echo',
          'Charlie',
          'Delta',
        ]);
        expect(names(await list(hr, q('sort=title')))).toEqual([
          'alpha',
          'Bravo',
          'Charlie',
          'Delta',
          'Echo',
        ]);
        expect(names(await list(hr, q('sort=title&direction=desc')))).toEqual([
          'Echo',
          'Delta',
          'Charlie',
          'Bravo',
          'alpha',
        ]);
      });

      it('pages with the total of the whole window', async () => {
        const second = await list(hr, q('sort=title&pageSize=2&page=1'));
        expect(names(second)).toEqual(['Charlie', 'Delta']);
        expect(second.total).toBe(5);
        expect(names(await list(hr, q('sort=title&pageSize=2&page=2')))).toEqual(['Echo']);
        // Past the end: no rows, and the total still counted.
        const beyond = await list(hr, q('sort=title&pageSize=2&page=4'));
        expect(names(beyond)).toEqual([]);
        expect(beyond.total).toBe(5);
      });

      it('pages the default list (not over yet) by date both ways, as the organisation and as its ward, a group too', async () => {
        // Cancelled: skipped by a later page's ids (an index-only walk) as by the first page.
        await ctx.db.insert(requests).values({
          organisationId: org.id,
          departmentId: org.departments[0]!.id,
          kind: 'staff',
          state: 'cancelled',
          title: 'Abgesagt',
          firstShiftStart: new Date(dayAt(22, 9)),
          lastShiftEnd: new Date(dayAt(22, 17)),
        });
        const ward = await wardManagerOf(org.departments[0]!.id);
        const pages = async (actor: Actor, query: string) => {
          const out: string[][] = [];
          for (let page = 0; page < 4; page += 1)
            out.push(names(await list(actor, `${query}&pageSize=2&page=${page}`)));
          return out;
        };
        const ascending = [['Gap', 'Delta'], ['Charlie', 'Echo'], ['alpha', 'Bravo'], []];
        const descending = [['Bravo', 'alpha'], ['Echo', 'Charlie'], ['Delta', 'Gap'], []];
        for (const actor of [hr, ward]) {
          expect(await pages(actor, 'sort=date')).toEqual(ascending);
          expect(await pages(actor, 'sort=date&direction=desc')).toEqual(descending);
          expect(await pages(actor, 'sort=date&group=open')).toEqual(ascending);
          expect(await pages(actor, 'sort=date&group=confirmation')).toEqual([[], [], [], []]);
          expect((await list(actor, 'sort=date&pageSize=2&page=1')).total).toBe(6);
        }
      });

      it('lists only requests with a shift in the window', async () => {
        expect(names(await list(hr, `organisationId=${org.id}&sort=title`))).toContain('Gap');
        expect(names(await list(hr, q('sort=title')))).not.toContain('Gap');
        const narrow = `organisationId=${org.id}&from=${iso(dayAt(22, 0))}&to=${iso(dayAt(23, 0))}`;
        expect(names(await list(hr, narrow))).toEqual(['Charlie']);
      });

      it('lists requests that are not over yet unless an earlier window is asked for', async () => {
        const [past] = await ctx.db
          .insert(requests)
          .values({
            organisationId: org.id,
            departmentId: org.departments[0]!.id,
            kind: 'staff',
            state: 'internal_fill',
            title: 'Vergangen',
            firstShiftStart: new Date(dayAt(-10)),
            lastShiftEnd: new Date(dayAt(-10) + 8 * HOUR),
          })
          .returning();
        await ctx.db.insert(shifts).values({
          requestId: past!.id,
          organisationId: org.id,
          departmentId: org.departments[0]!.id,
          startsAt: past!.firstShiftStart,
          endsAt: past!.lastShiftEnd,
        });
        expect(names(await list(hr, `organisationId=${org.id}&sort=title`))).not.toContain(
          'Vergangen',
        );
        const history = `organisationId=${org.id}&from=${iso(dayAt(-30))}&to=${iso(dayAt(0))}`;
        expect(names(await list(hr, history))).toEqual(['Vergangen']);
      });

      it('searches the title', async () => {
        expect(names(await list(hr, q('search=ALPH')))).toEqual(['alpha']);
        expect(names(await list(hr, q('search=%25')))).toEqual([]);
      });

      it('refuses a bad sort or page size', async () => {
        expect((await call(hr, 'GET', `/api/job?sort=salary`)).statusCode).toBe(400);
        expect((await call(hr, 'GET', `/api/job?pageSize=1000`)).statusCode).toBe(400);
      });
    });

    describe(`GET /api/job: a manager of several wards (${mode})`, () => {
      let org: Org;
      let manager: Actor;

      beforeAll(async () => {
        org = await organisationWith(`Klinikum Stationen ${mode}`, [
          'Station 1',
          'Station 2',
          'Station 3',
        ]);
        const hr = await hrOf(org.id);
        manager = await wardManagerOf(org.departments[0]!.id);
        await ctx.db
          .insert(departmentMembers)
          .values({ departmentId: org.departments[1]!.id, userId: manager.user.id, kind: 'user' });
        // The two wards' dates interleave, so a page merges them; the third ward is not theirs.
        for (const [title, ward, day] of [
          ['Eins A', 0, 31],
          ['Zwei A', 1, 32],
          ['Eins B', 0, 33],
          ['Drei', 2, 33],
          ['Zwei B', 1, 34],
          ['Zwei C', 1, 35],
          ['Eins C', 0, 36],
        ] as const) {
          await post(
            hr,
            staffBody(org, {
              title,
              orig_dept: org.departments[ward]!.id,
              dates: [staffDate(day, 8)],
            }),
          );
        }
        const [zweiB] = (await list(manager, 'search=zwei b')).items;
        await applicant(zweiB!._id, 'applied');
      });

      const names = (page: { items: StaffRequest[] }) => page.items.map((item) => item.title);
      const pages = async (query: string) => {
        const out: string[][] = [];
        for (let page = 0; page < 4; page += 1)
          out.push(names(await list(manager, `${query}&pageSize=2&page=${page}`)));
        return out;
      };

      it("pages both wards' requests merged in the list's order, both ways, and counts them", async () => {
        expect(await pages('sort=date')).toEqual([
          ['Eins A', 'Zwei A'],
          ['Eins B', 'Zwei B'],
          ['Zwei C', 'Eins C'],
          [],
        ]);
        expect(await pages('sort=date&direction=desc')).toEqual([
          ['Eins C', 'Zwei C'],
          ['Zwei B', 'Eins B'],
          ['Zwei A', 'Eins A'],
          [],
        ]);
        expect(await pages('sort=title')).toEqual([
          ['Eins A', 'Eins B'],
          ['Eins C', 'Zwei A'],
          ['Zwei B', 'Zwei C'],
          [],
        ]);
        expect((await list(manager, 'pageSize=2')).total).toBe(6);
      });

      it('pages a group, and one ward when asked', async () => {
        expect(await pages('group=open')).toEqual([
          ['Eins A', 'Zwei A'],
          ['Eins B', 'Zwei C'],
          ['Eins C'],
          [],
        ]);
        expect(names(await list(manager, 'group=confirmation'))).toEqual(['Zwei B']);
        expect(names(await list(manager, `departmentId=${org.departments[1]!.id}`))).toEqual([
          'Zwei A',
          'Zwei B',
          'Zwei C',
        ]);
      });

      it('pages a search: its matches are paged once, not skipped twice', async () => {
        expect(await pages('search=zwei&sort=title')).toEqual([
          ['Zwei A', 'Zwei B'],
          ['Zwei C'],
          [],
          [],
        ]);
        expect(await pages('search=eins&sort=date&direction=desc')).toEqual([
          ['Eins C', 'Eins B'],
          ['Eins A'],
          [],
          [],
        ]);
      });

      it("reads each ward's page on its own only for a scope of several wards, unsearched", () => {
        const [one, two] = org.departments.map((department) => department.id);
        const params = {
          group: 'all',
          sort: 'date',
          direction: 'asc',
          page: 0,
          pageSize: 20,
        } as const;
        const text = (departmentIds: string[], extra = {}) =>
          pageRequestsQuery(
            ctx.db,
            { all: false, adminOrganisationIds: [], departmentIds },
            { ...params, ...extra },
          ).ids.toSQL().sql;
        expect(text([one!, two!])).toContain('cross join lateral');
        expect(text([one!, two!], { page: 3, group: 'open' })).toContain('cross join lateral');
        expect(text([one!])).not.toContain('lateral');
        expect(text([one!, two!], { search: 'zwei' })).not.toContain('lateral');
        expect(text([one!, two!], { departmentId: two })).not.toContain('lateral');
      });
    });
  });
