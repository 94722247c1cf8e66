// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobBoardDetail, JobBoardItem } from '#shared/contracts/job-board';
import { renderWithApp, stubApi } from '#web/test/render';
import { EMPTY_FILTERS } from '../filters';
import type { JobLabels } from '../labels';
import { ApplyPanel } from './ApplyPanel';
import { BoardFilterPanel } from './BoardFilterPanel';
import { JobBoardList } from './JobBoardList';
import { JobDetailSections } from './JobDetailSections';

// What the board shows follows the request's kind: a nursing shift by its qualification's label
// in the page's language and a nurse's documents, never a doctor's grade or papers.

const item = (over: Partial<JobBoardItem>): JobBoardItem => ({
  _id: crypto.randomUUID(),
  title: 'Spätdienst Geriatrie',
  subtitle: '',
  begin: Date.parse('2026-03-05T13:00:00Z'),
  end: Date.parse('2026-03-05T21:00:00Z'),
  organisation: { name: 'Klinikum Nord', postcode: '22417', city: 'Hamburg' },
  organisationTimeZone: 'Europe/Berlin',
  kind: 'staff',
  field: 'Geriatrie',
  qualification: 'Pflegeassistenz',
  contractType: null,
  accommodation: false,
  facharzt: false,
  assistenzarzt: false,
  documents: [
    { kind: 'cv', required: true },
    { kind: 'nursing_licence', required: true },
  ],
  immediate: false,
  salary: [],
  shiftCount: 1,
  myApplicationCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const reference = (key: string, en: string, de: string) => ({
  key,
  label: { en, de },
  isDefault: false,
});

const labels: JobLabels = {
  contractTypes: [],
  fields: {
    Geriatrie: {
      label: { en: 'Geriatrics', de: 'Geriatrie' },
      specialities: [],
      qualification: null,
    },
  },
  qualifications: [
    reference('Pflegeassistenz', 'Nursing assistant', 'Pflegeassistenz'),
    reference(
      'Examine Pflegekraft',
      'Registered nurse (state-examined)',
      'Examinierte Pflegekraft',
    ),
    reference('Fachpflegekraft', 'Specialist nurse', 'Fachpflegekraft'),
  ],
};

const list = (items: JobBoardItem[]) => (
  <JobBoardList
    items={items}
    total={items.length}
    loading={false}
    filters={EMPTY_FILTERS}
    onChange={() => undefined}
    detailHref={(job) => `/en/agency/jobs/${job._id}`}
    labels={labels}
  />
);

describe('the board by request kind', () => {
  it("tags a nursing shift with its qualification's label, a doctor's request with its grades", () => {
    const nursing = item({ title: 'Spätdienst Geriatrie' });
    const doctor = item({
      title: 'Vertretung Neurologie',
      kind: 'substitute_doctor',
      field: null,
      qualification: null,
      facharzt: true,
      assistenzarzt: true,
    });
    const { unmount } = renderWithApp(list([nursing, doctor]));
    const table = screen.getByRole('table');
    const nursingRow = within(table).getByText('Spätdienst Geriatrie').closest('tr')!;
    expect(within(nursingRow).getByText('Nursing shift')).toBeTruthy();
    expect(within(nursingRow).getByText('Nursing assistant')).toBeTruthy();
    expect(within(nursingRow).getByText('Geriatrics')).toBeTruthy();
    expect(nursingRow.textContent).not.toMatch(/Facharzt|Assistenzarzt|Pflegeassistenz/);
    const doctorRow = within(table).getByText('Vertretung Neurologie').closest('tr')!;
    expect(
      within(doctorRow).getByText('Specialist (Facharzt), Resident (Assistenzarzt)'),
    ).toBeTruthy();
    unmount();

    renderWithApp(list([nursing]), { language: 'de' });
    const row = within(screen.getByRole('table')).getByText('Spätdienst Geriatrie').closest('tr')!;
    expect(within(row).getByText('Pflegedienst')).toBeTruthy();
    expect(within(row).getByText('Pflegeassistenz')).toBeTruthy();
    expect(row.textContent).not.toMatch(/Facharzt/);
  });

  it('lists who may work a nursing shift by label, never the raw key', () => {
    const detail = {
      ...item({}),
      desc: '',
      dates: [],
      organisation: {
        name: 'Klinikum Nord',
        address: 'Lindenallee 10',
        postcode: '22417',
        city: 'Hamburg',
        country: 'DE',
        url: '',
      },
      department: 'Geriatrie',
      contact: null,
      myApplications: [],
    } satisfies JobBoardDetail;
    renderWithApp(<JobDetailSections job={detail} labels={labels} />);
    const qualification = screen.getByRole('region', { name: 'Qualification' });
    expect(qualification.textContent).toBe(
      'QualificationNursing shift · Nursing assistant · Geriatrics',
    );
    const position = screen.getByRole('region', { name: 'Position' });
    expect(within(position).getByText('Nursing assistant')).toBeTruthy();
    expect(within(position).getByText('Registered nurse (state-examined)')).toBeTruthy();
    expect(within(position).getByText('Specialist nurse')).toBeTruthy();
    expect(position.textContent).not.toMatch(/Facharzt|Assistenzarzt/);
  });

  it("asks for a nurse's CV and licence on a nursing shift, not a physician's papers", () => {
    stubApi();
    renderWithApp(
      <ApplyPanel requestId={crypto.randomUUID()} asked={item({}).documents} addStaffHref="/en" />,
      { language: 'de' },
    );
    expect(screen.getByRole('group', { name: 'Lebenslauf *' })).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Erlaubnis zur Führung der Berufsbezeichnung *' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Approbation|Facharzturkunde/)).toBeNull();
  });

  it('offers nursing qualifications beside the doctors’ grades in the position filter', async () => {
    const { user } = renderWithApp(
      <BoardFilterPanel
        filters={EMPTY_FILTERS}
        onApply={() => undefined}
        contractTypes={[]}
        fields={labels.fields}
        qualifications={labels.qualifications}
      />,
    );
    // A narrow screen (jsdom matches no media query): the filter opens behind its button.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('combobox', { name: 'Position' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'All',
      'Specialist (Facharzt)',
      'Resident (Assistenzarzt)',
      'Nursing assistant',
      'Registered nurse (state-examined)',
      'Specialist nurse',
    ]);
  });
});
