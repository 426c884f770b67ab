import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A set of rows inserted with one parameter whatever their number (decision 417): `insert into
 * <table> (<columns>) select <columns> from json_populate_recordset(null::<table>, $1)`, the rows
 * under their TypeScript names as drizzle's `values` takes them. The columns are those the first
 * row names (the others take their defaults), so every row must name the same ones. A timestamp
 * travels as its ISO text, a json column as the JSON itself; PostgreSQL casts each to its column.
 * Not sent: a batch's writes go together as the parts of one statement.
 */
export function rowsInsert<T extends Table>(table: T, rows: readonly Partial<T['$inferInsert']>[]): SQL {
  const first = rows[0];
  if (!first) throw new Error('rowsInsert needs at least one row.');
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const json = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`;
}
