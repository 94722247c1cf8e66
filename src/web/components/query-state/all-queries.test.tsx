// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpoint, returns } from '#shared/endpoint';
import { api } from '#web/lib/api-client';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { allQueries } from './all-queries';
import { QueryState } from './QueryState';

/** Endpoints of this test only. */
const names = endpoint('GET', '/names', returns<string[]>());
const count = endpoint('GET', '/count', returns<number>());

function Both() {
  // Each query on its own line: inside the call, useQuery would take its type from allQueries.
  const namesQuery = useQuery({ queryKey: ['names'], queryFn: () => api.call(names) });
  const countQuery = useQuery({ queryKey: ['count'], queryFn: () => api.call(count) });
  const query = allQueries({ names: namesQuery, count: countQuery });
  return (
    <QueryState query={query} notFound={{ text: 'No such list.' }}>
      {(data) => <p>{`${data.names.join(', ')} of ${data.count}`}</p>}
    </QueryState>
  );
}

describe('allQueries with QueryState', () => {
  it('waits for every query, then gives each one its data', async () => {
    let release: (value: number) => void = () => {};
    stubApi({
      'GET /names': ['Ada'],
      'GET /count': () => new Promise((resolve) => (release = resolve)),
    });
    renderWithApp(<Both />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    release(3);
    expect(await screen.findByText('Ada of 3')).toBeTruthy();
  });

  it('shows the failed one and fetches again only that one', async () => {
    let fail = true;
    const { calls } = stubApi({
      'GET /names': ['Ada'],
      'GET /count': () => (fail ? apiError(500, 'INTERNAL', 'Count failed') : 2),
    });
    const { user } = renderWithApp(<Both />);
    expect((await screen.findByRole('alert')).textContent).toContain('Count failed');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada of 2')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/names')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/count')).toHaveLength(2);
  });

  it("says a 404 as information in the caller's words", async () => {
    stubApi({ 'GET /names': apiError(404, 'NOT_FOUND', 'gone'), 'GET /count': 1 });
    renderWithApp(<Both />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No such list.');
    expect(alert.className).toContain('Info');
  });
});
