// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render';
import { ListPagination } from './ListPagination';

const noop = () => undefined;

// Above the server's bound the total is a floor, and the text says so.
describe('ListPagination', () => {
  it('shows an exact total as it is', () => {
    renderWithApp(
      <ListPagination count={12} page={0} pageSize={5} onChange={noop} texts="admin.table" />,
    );
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
  });

  it('says "more than" the bound of a capped total, in English and German', () => {
    const { unmount } = renderWithApp(
      <ListPagination
        count={1000}
        capped
        page={1}
        pageSize={25}
        onChange={noop}
        texts="admin.table"
      />,
    );
    expect(screen.getByText('26–50 of more than 1,000')).toBeTruthy();
    unmount();
    renderWithApp(
      <ListPagination
        count={1000}
        capped
        page={0}
        pageSize={10}
        onChange={noop}
        texts="requests.table"
      />,
      { language: 'de' },
    );
    expect(screen.getByText('1–10 von mehr als 1.000')).toBeTruthy();
  });
});
