import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';

// A route table of its own: what startRoute reads from the router is the handles on the path.
const preload = { layout: vi.fn(), page: vi.fn() };
const prefetch = vi.fn();
const call = vi.fn();
let token: string | null = null;

vi.mock('./router', () => ({
  routes: [
    {
      path: '/:lang',
      children: [
        { index: true },
        {
          handle: { preload: preload.layout },
          children: [{ path: 'my-shifts', handle: { preload: preload.page } }],
        },
      ],
    },
  ] satisfies RouteObject[],
}));
vi.mock('#web/lib/api-client', () => ({ api: { call } }));
vi.mock('#web/lib/auth-token', () => ({ getAccessToken: () => token }));
vi.mock('#web/components/query-client/QueryClientGate', () => ({
  loadQueryClient: () => Promise.resolve('the query client'),
}));

const { startRoute } = await import('./startup');
const { ME_REQUEST, takeEarly } = await import('#web/lib/early-requests');

describe('startRoute (decision 034)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    void takeEarly(ME_REQUEST);
    preload.layout.mockResolvedValue(undefined);
    preload.page.mockResolvedValue({ prefetch });
    call.mockResolvedValue({ id: 'me' });
  });

  it('asks for the user, the code on the path and the page data at once when signed in', async () => {
    token = 'stored';
    startRoute('/de/my-shifts');
    expect(call).toHaveBeenCalledTimes(1);
    expect(preload.layout).toHaveBeenCalledTimes(1);
    expect(preload.page).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith('the query client'));
    // The session query takes the early answer once; a later fetch asks the server again.
    await expect(takeEarly(ME_REQUEST)).resolves.toEqual({ id: 'me' });
    expect(takeEarly(ME_REQUEST)).toBeUndefined();
  });

  it('starts nothing without a stored session', () => {
    token = null;
    startRoute('/de/my-shifts');
    expect(call).not.toHaveBeenCalled();
    expect(preload.page).not.toHaveBeenCalled();
  });

  it('starts nothing on a public page, even signed in', () => {
    token = 'stored';
    startRoute('/de');
    expect(call).not.toHaveBeenCalled();
    expect(preload.layout).not.toHaveBeenCalled();
  });

  it('leaves a failed early request to the query that takes it', async () => {
    token = 'stored';
    call.mockRejectedValue(new Error('offline'));
    preload.page.mockRejectedValue(new Error('chunk failed'));
    startRoute('/de/my-shifts');
    await expect(takeEarly(ME_REQUEST)).rejects.toThrow('offline');
  });
});
