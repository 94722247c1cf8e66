// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Organisation } from '#shared/contracts/admin';
import { testOrganisation } from '../test-organisation';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { OrganisationDetail } from './OrganisationDetail';

const organisation = testOrganisation;
const countries = [{ code: 'DE', name: { en: 'Germany', de: 'Deutschland' } }];

describe('OrganisationDetail', () => {
  it('keeps the breadcrumbs while loading, then shows the heading and the General Info tab', async () => {
    let release: (value: Organisation) => void = () => {};
    stubApi({ 'GET /admin/organisations/o1': () => new Promise((resolve) => (release = resolve)) });
    renderWithApp(<OrganisationDetail id="o1" countries={countries} />);
    expect(screen.getByRole('link', { name: 'Organisations List' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    release(organisation);
    expect(
      await screen.findByRole('heading', { name: 'Organisation “Klinikum Nord”' }),
    ).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    const general = screen.getByRole('tab', { name: 'General Info' });
    expect(general.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'General Info' });
    expect(within(panel).getByDisplayValue('Hauptstraße 1')).toBeTruthy();
  });

  it('opens the tab the address names and switches tabs in place', async () => {
    const { calls } = stubApi({
      'GET /admin/organisations/o1': organisation,
      'GET /admin/organisations/o1/pictures': [],
      'GET /admin/organisations/o1/users': { items: [], total: 0 },
    });
    const { user } = renderWithApp(<OrganisationDetail id="o1" countries={countries} />, {
      route: '/en/admin/organisations/o1?tab=pictures',
    });
    const pictures = await screen.findByRole('tab', { name: 'Pictures' });
    expect(pictures.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Pictures' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Organisation users' }));
    expect(
      screen.getByRole('tab', { name: 'Organisation users' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Organisation users' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Pictures' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/admin/organisations/o1/users'))).toBe(true);
  });

  it('shows a refusal as an alert under the breadcrumbs, and a retry loads the organisation', async () => {
    let fail = true;
    stubApi({
      'GET /admin/organisations/o1': () =>
        fail ? apiError(500, 'INTERNAL', 'Database unavailable') : organisation,
    });
    const { user } = renderWithApp(<OrganisationDetail id="o1" countries={countries} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    expect(screen.getByRole('link', { name: 'Organisations List' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'History' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the tabs in German', async () => {
    stubApi({ 'GET /admin/organisations/o1': organisation });
    renderWithApp(<OrganisationDetail id="o1" countries={countries} />, { language: 'de' });
    expect(await screen.findByRole('tablist', { name: /.+/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Verlauf' })).toBeTruthy();
  });
});
