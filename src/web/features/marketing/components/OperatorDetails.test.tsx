// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render';
import { OperatorDetails } from './OperatorDetails';

describe('OperatorDetails', () => {
  it('names the operator’s country in German on the German imprint', () => {
    renderWithApp(<OperatorDetails />, { language: 'de' });
    expect(screen.getByText('Deutschland')).toBeTruthy();
    expect(screen.queryByText('Germany')).toBeNull();
  });

  it('and in English on the English one', () => {
    renderWithApp(<OperatorDetails />, { language: 'en' });
    expect(screen.getByText('Germany')).toBeTruthy();
  });
});
