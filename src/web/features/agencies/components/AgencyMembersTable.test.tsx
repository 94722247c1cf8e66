// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Member } from '#shared/contracts/admin';
import { renderWithApp, stubApi } from '#web/test/render';
import { AgencyMembersTable } from './AgencyMembersTable';

const member = (id: string, firstName: string, lastName: string): Member => ({
  id,
  email: `${id}@agency.example`,
  firstName,
  lastName,
  contact: null,
  role: 'AGENCY',
  emailConfirmed: true,
});

describe('AgencyMembersTable', () => {
  it('lists the agency users sorted by last name, marks a missing name, and links the details', async () => {
    const { calls } = stubApi({
      'GET /admin/agencies/a1/users': {
        items: [member('u1', 'Ada', 'Lovelace'), member('u2', '', '')],
        total: 2,
      },
    });
    renderWithApp(<AgencyMembersTable agencyId="a1" kind="users" />);
    expect(await screen.findByText('u1@agency.example')).toBeTruthy();
    expect(screen.getAllByText('Missing')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: /Last name/ })).toBeTruthy();
    expect(calls[0]?.path).toMatch(/^\/admin\/agencies\/a1\/users\?.*sort=lastName/);
    expect(
      screen.getByRole('link', { name: 'View details of Ada Lovelace' }).getAttribute('href'),
    ).toBe('/en/admin/agencies/a1/u1');
  });

  it('removes the selected people after the confirmation (in German)', async () => {
    const { calls } = stubApi({
      'GET /admin/agencies/a1/customers': {
        items: [member('c1', 'Grace', 'Hopper'), member('c2', 'Alan', 'Turing')],
        total: 2,
      },
      'DELETE /admin/agencies/a1/customers': { deleted: 1 },
    });
    const { user } = renderWithApp(<AgencyMembersTable agencyId="a1" kind="customers" />, {
      language: 'de',
    });
    await user.click(await screen.findByRole('checkbox', { name: /Grace Hopper/ }));
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Grace Hopper');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
        expect.objectContaining({ path: '/admin/agencies/a1/customers', body: { ids: ['c1'] } }),
      ]),
    );
  });
});
