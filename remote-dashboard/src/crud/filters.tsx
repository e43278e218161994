// Searches and filters of the list screens, each one of the server's list parameters (`search`, `class_name`,
// `designation`…) held in the URL (listState.ts): a search box, optionally suggesting values, and a clearable
// select. Typing updates the URL a moment after the last key (replacing the entry, so the history does not fill
// with every letter); choosing in a select is a new entry. Either sends the list back to page 1.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { T } from '../texts';
import type { Option } from './fields';
import type { ListState } from './listState';

export type Filter =
  /** `key`: the server's parameter (`search`, or a field's own filter such as `full_name`). */
  | { kind: 'search'; key: string; label: string; placeholder?: string; suggestions?: string[] }
  | { kind: 'select'; key: string; label: string; placeholder: string; options: Option[] };

/** How long typing rests before the URL (and the request) follows. */
export const SEARCH_DELAY_MS = 300;

export function FilterBar({ filters, list }: { filters: Filter[]; list: Pick<ListState, 'values' | 'setValue'> }) {
  if (!filters.length) return null;
  return (
    <div className="dash-filters" role="search">
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <SearchBox key={filter.key} filter={filter} value={list.values[filter.key] ?? ''} onChange={(v) => list.setValue(filter.key, v, { replace: true })} />
        ) : (
          <SelectFilter key={filter.key} label={filter.label} placeholder={filter.placeholder} options={filter.options} value={list.values[filter.key] ?? ''} onChange={(v) => list.setValue(filter.key, v)} />
        ),
      )}
    </div>
  );
}

/**
 * The text of a search box, sent on to `commit` once typing rests for `delay` ms. The URL's value shows again when
 * it changes from elsewhere (back or forward, a link, a record shown after adding it).
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delay = SEARCH_DELAY_MS) {
  const [text, setText] = useState(value);
  // What the URL holds, as far as this box knows: its own last commit, or what came from elsewhere.
  const known = useRef(value);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === known.current.trim()) return;
    const timer = setTimeout(() => {
      known.current = text.trim();
      latestCommit.current(text.trim());
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return [text, setText] as const;
}

function SearchBox({ filter, value, onChange }: { filter: Extract<Filter, { kind: 'search' }>; value: string; onChange: (v: string) => void }) {
  const id = useId();
  const [text, setText] = useDebouncedText(value, onChange);
  const suggestions = filter.suggestions ?? [];
  return (
    <div className="dash-filter">
      <label htmlFor={id}>{filter.label}</label>
      <div className="dash-filter__box">
        <Search size={16} aria-hidden="true" />
        <input id={id} type="search" value={text} placeholder={filter.placeholder} list={suggestions.length ? `${id}-list` : undefined} onChange={(e) => setText(e.target.value)} />
      </div>
      {suggestions.length > 0 && (
        <datalist id={`${id}-list`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </div>
  );
}

export function SelectFilter({ label, placeholder, options, value, onChange }: { label: string; placeholder: string; options: Option[]; value: string; onChange: (v: string) => void }) {
  const id = useId();
  // A value in the URL that the options do not (yet) hold still shows as chosen, not as "all".
  const shown = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div className="dash-filter">
      <label htmlFor={id}>{label}</label>
      <div className="dash-filter__box">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {shown.map((o) => (
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
