import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Column, is, SQL, sql, Table } from 'drizzle-orm';
import { PgColumn, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/** A table of the test's own (db/ knows no module's tables). */
const draws = pgTable('entity_check_draws', { drawId: text('draw_id').primaryKey() });

/**
 * Drizzle's `is`, which building every statement asks several times a chunk, answers once per
 * class and type (decision 557, patches/drizzle-orm+0.45.4.patch): the same answers as before,
 * for a class, its subclasses and plain values, however often it is asked.
 */
describe("drizzle's entity check", () => {
  it('answers as the type and its subclasses say, the same every time', () => {
    for (let round = 0; round < 3; round++) {
      expect(is(sql`select 1`, SQL)).toBe(true);
      expect(is(draws, Table)).toBe(true);
      expect(is(draws, PgTable)).toBe(true);
      expect(is(draws.drawId, Column)).toBe(true);
      expect(is(draws.drawId, PgColumn)).toBe(true);
      expect(is(draws.drawId, SQL)).toBe(false);
      expect(is(draws, Column)).toBe(false);
      expect(is({ queryChunks: [] }, SQL)).toBe(false);
      expect(is([], SQL)).toBe(false);
      expect(is(null, SQL)).toBe(false);
      expect(is('select 1', SQL)).toBe(false);
    }
  });

  it('knows a class from another copy of drizzle by its entity kind, as before', () => {
    class OtherCopysSql {}
    Object.defineProperty(OtherCopysSql, Symbol.for('drizzle:entityKind'), { value: 'SQL' });
    expect(is(new OtherCopysSql(), SQL)).toBe(true);
    expect(is(new OtherCopysSql(), Table)).toBe(false);
  });

  it('is the patched one in both of its builds (the install applies the patch)', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('drizzle-orm/entity');
    for (const file of [entry, entry.replace(/\.c?js$/, '.js'), entry.replace(/\.c?js$/, '.cjs')]) {
      expect(readFileSync(file, 'utf8'), file).toContain('const knownKinds');
    }
  });
});
