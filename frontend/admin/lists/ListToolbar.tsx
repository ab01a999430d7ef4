import { useId, type ReactNode } from 'react';
import { TEXTS } from '../texts.ts';
import { COUNTRIES } from '../../../engine/countries/countries.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectFilter {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** Further options under headings (an <optgroup> each), after `options`. */
  groups?: readonly { label: string; options: readonly FilterOption[] }[];
}

const optionsOf = (options: readonly FilterOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** The search box (for lists that have one) and filters above a list. */
export function ListToolbar({
  search,
  onSearch,
  filters,
  children,
}: {
  search?: string;
  onSearch?: (text: string) => void;
  filters: SelectFilter[];
  children?: ReactNode;
}) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div className="list-toolbar" role="search">
      {onSearch && (
        <div className="list-search">
          <label className="is-sr-only" htmlFor={searchId}>
            {TEXTS.list.search}
          </label>
          <svg className="list-search-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder={TEXTS.list.searchPlaceholder}
            value={search}
            maxLength={100}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
      )}
      {filters.map((filter, i) => (
        <div className="list-filter" key={filter.label}>
          <label className="is-sr-only" htmlFor={`${filterId}-${i}`}>
            {filter.label}
          </label>
          <div className="select">
            <select id={`${filterId}-${i}`} value={filter.value} onChange={(e) => filter.onChange(e.target.value)}>
              {optionsOf(filter.options)}
              {filter.groups?.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {optionsOf(group.options)}
                </optgroup>
              ))}
            </select>
          </div>
        </div>
      ))}
      {children}
    </div>
  );
}

/** The country filter every list has. */
export function countryFilter(value: string, onChange: (value: string) => void): SelectFilter {
  return { label: TEXTS.list.country, value, onChange, options: [{ value: '', label: TEXTS.list.allCountries }, ...COUNTRIES] };
}
