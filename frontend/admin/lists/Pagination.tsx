import { TEXTS } from '../texts.ts';
import { pageWindow } from './pageWindow.ts';

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="list-pagination" aria-label={TEXTS.list.pagination}>
      <p className="list-pagination-count">{TEXTS.list.showing(from, to, total)}</p>
      {pages > 1 && (
        <ul>
          <li>
            <button type="button" className="button is-small is-white" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {TEXTS.list.previous}
            </button>
          </li>
          {pageWindow(page, pages).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} className="list-pagination-gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  className={`button is-small ${n === page ? 'is-current' : 'is-white'}`}
                  aria-label={TEXTS.list.page(n)}
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => onPage(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
          <li>
            <button type="button" className="button is-small is-white" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {TEXTS.list.next}
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
