import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/** A serial column's values are its integer type's (`::bigserial[]` is no type). */
const serialTypes: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

/**
 * A set of rows inserted with one parameter a column whatever their number (decisions 417 and
 * 515): `insert into <table> (<columns>) select * from unnest($1::<type>[], $2::<type>[], …)`, the
 * rows under their TypeScript names as drizzle's `values` takes them. Column arrays instead of a
 * JSON document of rows: no column name repeated in every row, and PostgreSQL reads each value
 * with its own type's input (a page of 1,000 orders' JSON took it 80 to 150 ms to take apart).
 * The columns are those the first row names (the others take their defaults), so every row must
 * name the same ones. A timestamp travels as its ISO text, a json column as its JSON text.
 * Not sent: a batch's writes go together as the parts of one statement.
 */
export function rowsInsert<T extends Table>(table: T, rows: readonly Partial<T['$inferInsert']>[]): SQL {
  const first = rows[0];
  if (!first) throw new Error('rowsInsert needs at least one row.');
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const arrays = columns.map(([key, column]) => {
    const json = column.dataType === 'json';
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === null || value === undefined) return null;
      if (value instanceof Date) return value.toISOString();
      return json ? JSON.stringify(value) : value;
    });
    const type = column.getSQLType();
    return sql`${sql.param(values)}::${sql.raw(serialTypes[type] ?? type)}[]`;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}
