// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '#web/test/render';
import { downloadCsv } from '../csv';
import { ExternalSection } from './ExternalSection';
import { FillSection } from './FillSection';
import { PoolSection } from './PoolSection';
import { emptyFill, externalReport, fillReport, poolReport } from './fixtures';

// The file itself is checked here, not the browser's download (e2e/reports.test.ts does that).
vi.mock('../csv', async (original) => ({
  ...(await original<typeof import('../csv')>()),
  downloadCsv: vi.fn(),
}));

const period = { from: '2026-10-01', to: '2026-11-25' };
const filter = { ...period };
const NBSP = '\u00a0';

beforeEach(() => vi.mocked(downloadCsv).mockClear());

/** The text of a table's cells row by row, found by the table's name. */
function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('FillSection', () => {
  it('shows the key figures and the months in English', async () => {
    stubApi({ 'GET /reports/fill': fillReport });
    renderWithApp(<FillSection filter={filter} period={period} />);
    const figures = await screen.findByLabelText('Key figures');
    expect(figures.textContent).toContain('95.8%');
    expect(figures.textContent).toContain('1,300');
    expect(figures.textContent).toContain('1 h 35 min');
    expect(figures.textContent).toContain('1 d 1 h');
    expect(screen.getByRole('img', { name: 'Requests per month by who filled them' })).toBeTruthy();
    const rows = rowsOf('Requests by month');
    expect(rows[0]).toEqual([
      'Month',
      'Posted',
      'Own pool',
      'Other pools',
      'Agencies',
      'Unfilled',
      'Still open',
      'Cancelled',
      'Fill rate',
      'Time to fill (median)',
      'Time to fill (90th percentile)',
      'First answer (median)',
    ]);
    expect(rows[1]).toEqual([
      'October 2026',
      '700',
      '600',
      '50',
      '20',
      '10',
      '0',
      '20',
      '98.5%',
      '1 h 20 min',
      '10 h',
      '5 min',
    ]);
    expect(rows.at(-1)?.slice(0, 2)).toEqual(['Total', '1,300']);
  });

  it('formats numbers and durations in German', async () => {
    stubApi({ 'GET /reports/fill': fillReport });
    renderWithApp(<FillSection filter={filter} period={period} />, { language: 'de' });
    const rows = await screen
      .findByRole('table', { name: 'Anfragen nach Monat' })
      .then(() => rowsOf('Anfragen nach Monat'));
    expect(rows[2]).toEqual([
      'November 2026',
      '600',
      '400',
      '50',
      '30',
      '30',
      '10',
      '80',
      `92,3${NBSP}%`,
      '1 Std. 50 Min.',
      '1 Tg. 1 Std.',
      '9 Min.',
    ]);
    expect(rows.at(-1)?.slice(0, 2)).toEqual(['Gesamt', '1.300']);
  });

  it('says so when nothing was posted in the period', async () => {
    stubApi({ 'GET /reports/fill': emptyFill });
    renderWithApp(<FillSection filter={filter} period={period} />, { language: 'de' });
    expect(
      await screen.findByText('In diesem Zeitraum wurden keine Anfragen gestellt.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('exports the table as CSV with ; and German decimals, the period in the file name', async () => {
    stubApi({ 'GET /reports/fill': fillReport });
    const { user } = renderWithApp(<FillSection filter={filter} period={period} />, {
      language: 'de',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Anfragen nach Monat als CSV herunterladen' }),
    );
    const [name, text] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(name).toBe('fill-by-month_2026-10-01_2026-11-25.csv');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMonat;Veröffentlicht;Eigener Pool;Andere Pools;Agenturen;Nicht besetzt;Noch offen;Storniert;Besetzungsquote in %;Zeit bis zur Besetzung (Median) in Minuten;Zeit bis zur Besetzung (90. Perzentil) in Minuten;Erste Antwort (Median) in Minuten',
    );
    // The fill rate as a percentage and the durations in minutes, as the header says.
    expect(lines[1]).toBe('2026-10;700;600;50;20;10;0;20;98,53;80;600;5');
    expect(lines[3]).toBe('Gesamt;1300;1000;100;50;40;10;100;95,83;95;1500;7');
  });
});

describe('PoolSection', () => {
  it('lists the wards and sorts the pool members by what they took', async () => {
    stubApi({ 'GET /reports/pool': poolReport });
    const { user } = renderWithApp(<PoolSection filter={filter} period={period} />);
    await screen.findByRole('table', { name: 'Answers by ward' });
    expect(rowsOf('Answers by ward')[1]).toEqual(['Kardiologie', '40', '20', '15', '5']);
    const name = 'Pool members: asked, accepted, taken';
    await user.click(
      within(screen.getByRole('table', { name })).getByRole('button', { name: 'Taken' }),
    );
    expect(
      rowsOf(name)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Anna Özdemir', 'Zoë Weiß', 'Jörg Bäcker']);
    expect(screen.getByRole('columnheader', { name: 'Taken' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(
      within(screen.getByRole('table', { name })).getByRole('button', { name: 'Pool member' }),
    );
    expect(
      rowsOf(name)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Anna Özdemir', 'Jörg Bäcker', 'Zoë Weiß']);
  });

  it('pages a large pool ten members at a time, sorting all of them, the CSV holding every one', async () => {
    const ward = poolReport.wards[0]!;
    const members = Array.from({ length: 150 }, (_, index) => ({
      departmentId: ward.departmentId,
      userId: `0b6f0a3e-2222-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Pflegekraft ${String(index + 1).padStart(3, '0')}`,
      asked: 3,
      accepted: 2,
      taken: index,
    }));
    stubApi({ 'GET /reports/pool': { ...poolReport, members } });
    const { user } = renderWithApp(<PoolSection filter={filter} period={period} />);
    const name = 'Pool members: asked, accepted, taken';
    await screen.findByRole('table', { name });
    expect(rowsOf(name)).toHaveLength(11);
    expect(screen.getByText('1–10 of 150')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rowsOf(name)[1]![0]).toBe('Pflegekraft 011');
    // A sort orders all 150 and starts again on the first page.
    await user.click(
      within(screen.getByRole('table', { name })).getByRole('button', { name: 'Taken' }),
    );
    expect(rowsOf(name)[1]![0]).toBe('Pflegekraft 150');
    await user.click(screen.getByRole('button', { name: 'Download ' + name + ' as CSV' }));
    const [, text] = vi.mocked(downloadCsv).mock.calls.at(-1)!;
    expect(text.trim().split('\r\n')).toHaveLength(151);
  });

  it('writes umlauts as they are into the CSV, in the order shown', async () => {
    stubApi({ 'GET /reports/pool': poolReport });
    const { user } = renderWithApp(<PoolSection filter={filter} period={period} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Download Pool members: asked, accepted, taken as CSV',
      }),
    );
    const [name, text] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(name).toBe('pool-members_2026-10-01_2026-11-25.csv');
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFPool member,Ward,Asked,Accepted,Taken',
      'Anna Özdemir,Kardiologie,20,15,12',
      'Jörg Bäcker,Kardiologie,20,5,1',
    ]);
  });
});

describe('ExternalSection', () => {
  it('shows money from cents per language and the commission only to administrators', async () => {
    stubApi({ 'GET /reports/external': externalReport });
    const first = renderWithApp(
      <ExternalSection filter={filter} period={period} showCommission />,
      { language: 'de' },
    );
    await screen.findByRole('table', { name: 'Externes Personal nach Monat' });
    expect(rowsOf('Externes Personal nach Monat')[0]).toEqual([
      'Monat',
      'Einsätze',
      'Stunden',
      'Kosten',
      'Gleiche Stunden intern',
      'Provision',
    ]);
    // October had no placement: it shows as zero, not as a gap.
    expect(rowsOf('Externes Personal nach Monat')[1]).toEqual([
      'Oktober 2026',
      '0',
      '0',
      `0,00${NBSP}€`,
      `0,00${NBSP}€`,
      `0,00${NBSP}€`,
    ]);
    expect(rowsOf('Externes Personal nach Monat')[2]).toEqual([
      'November 2026',
      '3',
      '24,5',
      `1.234,56${NBSP}€`,
      `980,00${NBSP}€`,
      `123,46${NBSP}€`,
    ]);
    first.unmount();

    // No internal hourly cost entered: the internal column shows a dash, not a zero.
    const withoutInternal = {
      ...externalReport.agencies[0]!,
      internalCostCents: null,
      commissionCents: undefined,
    };
    const { calls } = stubApi({
      'GET /reports/external': {
        ...externalReport,
        total: { ...externalReport.total, internalCostCents: null, commissionCents: undefined },
        agencies: [withoutInternal],
      },
    });
    renderWithApp(<ExternalSection filter={filter} period={period} showCommission={false} />);
    await screen.findByRole('table', { name: 'External staff by agency' });
    expect(rowsOf('External staff by agency')[0]).toEqual([
      'Agency',
      'Placements',
      'Hours',
      'Cost',
      'Same hours internally',
    ]);
    expect(rowsOf('External staff by agency')[1]).toEqual([
      'Pflege; Müller & Söhne',
      '3',
      '24.5',
      '€1,234.56',
      '–',
    ]);
    expect(screen.queryByText('Commission')).toBeNull();
    expect(calls[0]?.path).toBe('/reports/external?from=2026-10-01&to=2026-11-25');
  });

  it('quotes a field holding the separator in the CSV', async () => {
    stubApi({ 'GET /reports/external': externalReport });
    const { user } = renderWithApp(
      <ExternalSection filter={filter} period={period} showCommission />,
      { language: 'de' },
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Externes Personal nach Agentur als CSV herunterladen',
      }),
    );
    const text = vi.mocked(downloadCsv).mock.calls[0]![1];
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFAgentur;Einsätze;Stunden;Kosten in €;Gleiche Stunden intern in €;Provision in €',
    );
    expect(text.split('\r\n')[1]).toBe('"Pflege; Müller & Söhne";3;24,5;1234,56;980;123,46');
  });

  it('says so when no agency staff worked', async () => {
    stubApi({
      'GET /reports/external': {
        total: { placements: 0, hours: 0, costCents: 0 },
        months: [],
        agencies: [],
      },
    });
    renderWithApp(<ExternalSection filter={filter} period={period} showCommission={false} />);
    expect(await screen.findByText('No agency staff worked in this period.')).toBeTruthy();
  });
});
