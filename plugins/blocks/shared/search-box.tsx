import { forwardRef, useImperativeHandle, useRef, type FormEvent, type ReactNode } from 'react';
import { CloseOutline, SearchOutline } from 'antd-mobile-icons';
import type { SearchState } from '@react/hooks/use-search';
import './search-box.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The accessible name of the search landmark and of its input. */
  label: string;
  placeholder?: string;
  /** `useSearch()`'s `bind`: the text typed, and what typing, Enter and clearing do. */
  bind: SearchState['bind'];
  /** What Enter (or a submit button among `children`) does with the text. @default bind.onSearch (search at once) */
  onSubmit?: (value: string) => void;
  /** The accessible name of the clear button (shown while there is text). */
  clearLabel: string;
  /** `data-testid` of the input. */
  testId?: string;
  /** `data-testid` of the clear button. */
  clearTestId?: string;
  /** `data-testid` of the form. */
  formTestId?: string;
  /** Extra class of the form (its margins, the field's fill where the box sits on a surface). */
  className?: string;
  autoFocus?: boolean;
  /** After the field inside the form, e.g. a submit button. */
  children?: ReactNode;
}

/**
 * A list's search box (service-desk §5): a `<form role="search">` holding a rounded field with a search icon, an
 * `<input type="search">` driven by `useSearch`'s `bind` (Enter searches at once) and, while there is text, a clear
 * button (a named 44 px target, unlike the browser's own, which is hidden) that empties the box and gives the input
 * its focus back. The ref is the input's.
 *
 * @example
 * const { search, bind } = useSearch();
 * <SearchBox label={t('x.searchLabel')} placeholder={t('x.searchPlaceholder')} clearLabel={t('x.clearSearch')} bind={bind} testId="x-search" />
 */
export const SearchBox = forwardRef<HTMLInputElement | null, SearchBoxProps>(function SearchBox(
  { label, placeholder, bind, onSubmit, clearLabel, testId, clearTestId, formTestId, className, autoFocus, children },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => input.current, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    (onSubmit ?? bind.onSearch)(bind.value);
  };

  return (
    <form role="search" className={className ? `sd-search-box ${className}` : 'sd-search-box'} aria-label={label} onSubmit={submit} data-testid={formTestId}>
      <div className="sd-search-box__field">
        <SearchOutline className="sd-search-box__icon" aria-hidden="true" />
        <input
          ref={input}
          className="sd-search-box__input"
          type="search"
          enterKeyHint="search"
          autoFocus={autoFocus}
          autoComplete="off"
          aria-label={label}
          placeholder={placeholder}
          value={bind.value}
          onChange={(event) => bind.onChange(event.target.value)}
          data-testid={testId}
        />
        {bind.value ? (
          <button
            type="button"
            className="sd-icon-button sd-search-box__clear"
            aria-label={clearLabel}
            onClick={() => {
              bind.onClear();
              input.current?.focus();
            }}
            data-testid={clearTestId}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {children}
    </form>
  );
});
