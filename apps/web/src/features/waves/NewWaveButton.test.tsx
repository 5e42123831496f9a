import { ApiError } from '@coinwave/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { api } from '../../lib/api';
import { useToastStore } from '../../stores/toast.store';
import { NewWaveButton } from './NewWaveButton';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

afterEach(() => {
  vi.mocked(api).mockReset();
  useToastStore.setState({ toast: null });
});

async function press() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewWaveButton />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'New Wave' }));
  await waitFor(() => expect(useToastStore.getState().toast).not.toBeNull());
  return useToastStore.getState().toast!;
}

describe('NewWaveButton', () => {
  it("shows the spec's refusal with the server's reason", async () => {
    vi.mocked(api).mockRejectedValue(
      new ApiError(
        409,
        JSON.stringify({
          error:
            'A new wave can only start once the current one is 1 hour old: try again in 12 minutes',
        }),
      ),
    );
    expect(await press()).toMatchObject({
      title: 'Failed to create wave',
      description:
        'Please try again later. A new wave can only start once the current one is 1 hour old: try again in 12 minutes.',
      variant: 'destructive',
    });
  });

  it("keeps the spec's text alone when there is no reason (network down)", async () => {
    vi.mocked(api).mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await press()).toMatchObject({
      title: 'Failed to create wave',
      description: 'Please try again later.',
    });
  });
});
