import { type FormEvent, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/intl.tsx';
import { CloseIcon, SearchIcon } from '../icons/icons.tsx';

export interface SearchDialogHandle {
  open(): void;
}

/**
 * The header's search pop-up. A native modal <dialog>: the browser keeps focus inside, closes on Escape
 * and returns focus to the search button. Results live at /search (catalogue feature). The header mounts it
 * on the first tap of its search button, so it opens as soon as it is there.
 */
export function SearchDialog({ ref }: { ref: Ref<SearchDialogHandle> }) {
  const t = useT();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const inputId = useId();

  useImperativeHandle(ref, () => ({ open: () => dialogRef.current?.showModal() }), []);
  useEffect(() => dialogRef.current?.showModal(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query === '') return;
    dialogRef.current?.close();
    navigate(`/search?${new URLSearchParams({ q: query })}`);
  };

  return (
    <dialog ref={dialogRef} className="search-dialog" aria-labelledby={headingId}>
      <div className="search-dialog-head">
        <h2 id={headingId}>{t('search.title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('search.close')}
          onClick={() => dialogRef.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      <search>
        <form onSubmit={submit} className="search-form">
          <label htmlFor={inputId}>{t('search.label')}</label>
          <div className="search-row">
            <input id={inputId} name="q" type="search" enterKeyHint="search" autoComplete="off" required />
            <button type="submit" className="button">
              <SearchIcon />
              <span>{t('search.submit')}</span>
            </button>
          </div>
        </form>
      </search>
    </dialog>
  );
}
