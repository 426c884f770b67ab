import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Customer segments; capabilities are answered per segment. */
export const segments = pgTable('segments', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
});

/** The site's capability switches; a capability on here is on for every segment not suppressing it. */
export const capabilities = pgTable('capabilities', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
});

/** A capability switched off for one segment by name. */
export const capabilitySuppressions = pgTable(
  'capability_suppressions',
  {
    segmentName: text('segment_name')
      .notNull()
      .references(() => segments.name, { onDelete: 'cascade' }),
    capability: text('capability')
      .notNull()
      .references(() => capabilities.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.segmentName, t.capability] })],
);
