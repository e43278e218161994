// Searches and filters of the list screens: a search box (case-insensitive substring, optionally suggesting
// the names in the list) and a clearable select. Changing any of them sends the list back to page 1.
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { T } from '../texts';
import type { Option } from './fields';

export type Filter<R> =
  | { kind: 'search'; key: string; label: string; placeholder?: string; text: (row: R) => string | null | undefined; suggest?: boolean }
  | { kind: 'select'; key: string; label: string; placeholder: string; options: (rows: R[]) => Option[]; value: (row: R) => string | number | null | undefined };

export function matches(text: string | null | undefined, query: string): boolean {
  return (text ?? '').toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/** The distinct non-blank values of a column, sorted, as options. */
export function distinctOptions<R>(rows: R[], value: (row: R) => string | null | undefined): Option[] {
  const seen = new Set(rows.map(value).filter((v): v is string => Boolean(v && v.trim())));
  return [...seen].sort((a, b) => a.localeCompare(b, 'bn')).map((v) => ({ value: v, label: v }));
}

export function useFilters<R>(rows: R[], filters: Filter<R>[]) {
  const [state, setState] = useState<Record<string, string>>({});
  const filtered = useMemo(
    () =>
      rows.filter((row) =>
        filters.every((filter) => {
          const wanted = state[filter.key] ?? '';
          if (!wanted.trim()) return true;
          return filter.kind === 'search' ? matches(filter.text(row), wanted) : String(filter.value(row) ?? '') === wanted;
        }),
      ),
    [rows, filters, state],
  );
  return {
    state,
    set: (key: string, value: string) => setState((current) => ({ ...current, [key]: value })),
    filtered,
    resetKey: JSON.stringify(state),
  };
}

export function FilterBar<R>({ filters, rows, state, set }: { filters: Filter<R>[]; rows: R[]; state: Record<string, string>; set: (key: string, value: string) => void }) {
  if (!filters.length) return null;
  return (
    <div className="dash-filters" role="search">
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <SearchBox key={filter.key} filter={filter} rows={rows} value={state[filter.key] ?? ''} onChange={(v) => set(filter.key, v)} />
        ) : (
          <SelectFilter key={filter.key} label={filter.label} placeholder={filter.placeholder} options={filter.options(rows)} value={state[filter.key] ?? ''} onChange={(v) => set(filter.key, v)} />
        ),
      )}
    </div>
  );
}

function SearchBox<R>({ filter, rows, value, onChange }: { filter: Extract<Filter<R>, { kind: 'search' }>; rows: R[]; value: string; onChange: (v: string) => void }) {
  const id = useId();
  const suggestions = filter.suggest ? distinctOptions(rows, filter.text) : [];
  return (
    <div className="dash-filter">
      <label htmlFor={id}>{filter.label}</label>
      <div className="dash-filter__box">
        <Search size={16} aria-hidden="true" />
        <input id={id} type="search" value={value} placeholder={filter.placeholder} list={suggestions.length ? `${id}-list` : undefined} onChange={(e) => onChange(e.target.value)} />
      </div>
      {suggestions.length > 0 && (
        <datalist id={`${id}-list`}>
          {suggestions.map((o) => (
            <option key={o.value} value={o.value} />
          ))}
        </datalist>
      )}
    </div>
  );
}

export function SelectFilter({ label, placeholder, options, value, onChange }: { label: string; placeholder: string; options: Option[]; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="dash-filter">
      <label htmlFor={id}>{label}</label>
      <div className="dash-filter__box">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {value && (
          <button type="button" className="dash-icon-button" onClick={() => onChange('')} aria-label={T.clearFilter(label)} title={T.clearFilter(label)}>
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
