import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ChangeAwareQueryClient } from './query-client.ts';

/** The calendar's first load of a day, answered by hand: each fetch reads the "server" when it is sent. */
async function changeDuringFirstLoad(client: QueryClient): Promise<string[] | undefined> {
  let server = ['kept'];
  const answers: Array<() => void> = [];
  const observer = new QueryObserver<string[]>(client, {
    queryKey: ['appointments'],
    queryFn: () => {
      const read = [...server];
      return new Promise<string[]>((resolve) => answers.push(() => resolve(read)));
    },
    retry: false,
  });
  const unsubscribe = observer.subscribe(() => {});
  await Promise.resolve();
  // A booking is made while the first fetch is on its way, and the live update says so.
  server = ['kept', 'booked'];
  const invalidated = client.invalidateQueries({ queryKey: ['appointments'] });
  for (let i = 0; i < 10 && answers.length > 0; i++) {
    answers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await invalidated;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const data = observer.getCurrentResult().data;
  unsubscribe();
  client.clear();
  return data;
}

describe('the admin query client', () => {
  it('shows a change made during a first load, which TanStack on its own would lose', async () => {
    expect(await changeDuringFirstLoad(new QueryClient())).toEqual(['kept']);
    expect(await changeDuringFirstLoad(new ChangeAwareQueryClient())).toEqual(['kept', 'booked']);
  });
});
