import { customerSorts } from '@salon/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomerSort } from '../../../api/customers.ts';

export const DEFAULT_SORT: CustomerSort = 'name';

const isSort = (value: string | null): value is CustomerSort =>
  value !== null && (customerSorts as readonly string[]).includes(value);

export interface CustomerListParams {
  q: string;
  sort: CustomerSort;
  page: number;
  setQ: (q: string) => void;
  setSort: (sort: CustomerSort) => void;
  setPage: (page: number) => void;
}

/**
 * The list's search, sort and page live in the address (`?q=&sort=&page=`), so a reload, the
 * back button and a shared link show the same list. Defaults are left out of the address.
 */
export function useCustomerListParams(): CustomerListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawSort = params.get('sort');
  const sort = isSort(rawSort) ? rawSort : DEFAULT_SORT;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // Typing replaces the history entry: back leaves the search instead of undoing it letter by letter.
  const setQ = useCallback(
    (value: string) =>
      update((next) => {
        if (value.trim() === '') next.delete('q');
        else next.set('q', value.trim());
        next.delete('page');
      }, true),
    [update],
  );
  const setSort = useCallback(
    (value: CustomerSort) =>
      update((next) => {
        if (value === DEFAULT_SORT) next.delete('sort');
        else next.set('sort', value);
        next.delete('page');
      }, false),
    [update],
  );
  const setPage = useCallback(
    (value: number) =>
      update((next) => {
        if (value <= 1) next.delete('page');
        else next.set('page', String(value));
      }, false),
    [update],
  );
  return { q, sort, page, setQ, setSort, setPage };
}
