import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

type ParamChanges = Record<string, string | null>;

/** Sets search parameters of the URL, keeping the others: an empty value removes the parameter. */
export function useUpdateSearchParams(): (changes: ParamChanges) => void {
  const [params, setParams] = useSearchParams();
  return (changes) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
}

/**
 * Sets a list's filters in the URL (the DataTable reads them from there): an empty value removes the filter,
 * and any change goes back to the first page.
 */
export function useListFilters(): (changes: ParamChanges) => void {
  const update = useUpdateSearchParams();
  return (changes) => update({ ...changes, page: null });
}

/** A filter of a list as a select bound to one search parameter; the first option ("all") clears it. */
export function FilterSelect({
  name,
  label,
  allLabel,
  options,
}: {
  name: string;
  label: ReactNode;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  const [params] = useSearchParams();
  const setFilters = useListFilters();
  return (
    <label>
      {label}{' '}
      <select value={params.get(name) ?? ''} onChange={(event) => setFilters({ [name]: event.target.value })}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
