// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuegStatus } from '#shared/contracts/aueg';
import { renderWithApp } from '#web/test/render';
import { AuegSummary } from './AuegSummary';

const status: AuegStatus = {
  since: '2025-01-15',
  monthsWorked: 1,
  equalPayFrom: '2025-10-15',
  lastAllowedDay: '2026-07-14',
  warnings: ['limit_passed', 'equal_pay'],
};

describe('AuegSummary', () => {
  it('shows months, both dates and the badges in English', () => {
    renderWithApp(<AuegSummary status={status} />, { language: 'en' });
    const group = screen.getByRole('group', { name: 'Staff leasing at this clinic (AÜG)' });
    expect(
      within(group).getByText(
        '1 month worked here since 15/01/2025 · equal pay from 15/10/2025 · last allowed day 14/07/2026',
      ),
    ).toBeTruthy();
    expect(
      within(group).getByText('Beyond 18 months after 14/07/2026: cannot be selected'),
    ).toBeTruthy();
    expect(within(group).getByText('Equal pay due (since 15/10/2025)')).toBeTruthy();
  });

  it('speaks German, and shows no badge without warnings', () => {
    renderWithApp(<AuegSummary status={{ ...status, monthsWorked: 15, warnings: [] }} />, {
      language: 'de',
    });
    const group = screen.getByRole('group', {
      name: 'Arbeitnehmerüberlassung bei dieser Klinik (AÜG)',
    });
    expect(
      within(group).getByText(
        /^15 Monate hier tätig seit 15\.01\.2025 · Equal Pay ab 15\.10\.2025/,
      ),
    ).toBeTruthy();
    expect(group.querySelector('.MuiChip-root')).toBeNull();
  });
});
