import type { ReactNode } from 'react';

export interface ConsoleColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A row's header cell (th scope="row"): what screen readers announce for the row's other cells. */
  rowHeader?: boolean;
  /** The class of this column's cells (a note's long text, say). */
  className?: string;
}

/**
 * The console's server-rendered table (docs/decisions/269): a caption, column headers with their
 * scope, and one row saying "None." when there is nothing, so every list reads the same way.
 */
export function ConsoleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'None.',
  className,
  labelled = false,
}: {
  /** Leave it out only where a heading already names the table's section. */
  caption?: ReactNode;
  columns: readonly ConsoleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty?: ReactNode;
  /** A page's own class besides console-table (the audit log's narrow JSON cells, say). */
  className?: string;
  /** Each cell carries its column's header as data-label, for tables a phone reads as cards (.console-table--cards). */
  labelled?: boolean;
}) {
  return (
    <table className={className ? `console-table ${className}` : 'console-table'}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c, i) => (
            // Headers are fixed per table: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
            <th key={i} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) =>
                c.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                  <th key={i} scope="row" className={c.className}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                    key={i}
                    className={c.className}
                    data-label={labelled && typeof c.header === 'string' ? c.header : undefined}
                  >
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
