/**
 * Page links of a list whose page number is in the path: previous, the pages around the current
 * one (marked aria-current), next.
 *   <Pagination page={2} pages={7} href={(p) => (p === 1 ? base : `${base}/${p}`)} label="Pages of tickets" />
 */
import { Link } from 'react-router';

export function Pagination({
  page,
  pages,
  href,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const around = [page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages);
  const shown = [...new Set([1, ...around, pages])];
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          ) : (
            <span aria-hidden="true" className="pagination-off">
              Previous
            </span>
          )}
        </li>
        {shown.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (shown[i - 1] ?? p) > 1 ? <span aria-hidden="true">…</span> : null}
            <Link to={href(p)} aria-current={p === page ? 'page' : undefined}>
              <span className="visually-hidden">Page </span>
              {p}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          ) : (
            <span aria-hidden="true" className="pagination-off">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
