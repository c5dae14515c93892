import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { preparedPer } from './prepared';
import { TRIGRAM } from './short-grams';

/**
 * The rarest run of a substring search's text (migration 0030): the database keeps, for a searched
 * column, how many rows hold each of its pieces (`<table>_<column>_gram_count`: every run of three ASCII
 * letters or digits of the column's lower case, which its trigram index holds as they are). A trigram
 * index reads every piece of the text it is asked for, and a common one costs a whole posting tree
 * ('inv' of every invoice: 80,000 entries) for nothing; asked for the rarest run of the text only, it
 * reads a few hundred, and each row found is still checked against the whole text. The counts only
 * choose the run: a stale one costs time, never a row.
 */

/** A piece in at most this many rows is rare enough to look up on its own (a small bitmap whatever the plan). */
export const RARE_UP_TO = 20_000;

/**
 * A neighbour of the rarest piece joins its run while it is held by at most this many times its rows (and
 * by at most RARE_UP_TO).
 */
const NEIGHBOUR_FACTOR = 16;

/** A neighbour as common as this still joins the run (counts this small cost nothing to read). */
const NEIGHBOUR_FLOOR = 1_000;

/** The runs of ASCII letters and digits of `text`, lower-cased: the only places its counted pieces come from. */
function asciiRuns(text: string): string[] {
  return (text.match(/[A-Za-z0-9]+/g) ?? []).map((run) => run.toLowerCase()).filter((run) => run.length >= TRIGRAM);
}

/** The counted pieces of `text` (each run's windows of three characters), each once. */
export function countedPieces(text: string): string[] {
  const pieces = new Set<string>();
  for (const run of asciiRuns(text)) {
    for (let i = 0; i + TRIGRAM <= run.length; i++) pieces.add(run.slice(i, i + TRIGRAM));
  }
  return [...pieces];
}

/** What to ask a trigram index for: a run of the text, and how many rows hold its rarest piece. */
export interface RareRun {
  text: string;
  fewest: number;
}

/**
 * The run of `text` to look up: the rarest piece (`counts`: rows per piece, absent 0) widened over its
 * neighbours while each is held by at most NEIGHBOUR_FACTOR times its rows and RARE_UP_TO (or by at most
 * NEIGHBOUR_FLOOR). Undefined when the text has no counted piece or its rarest is held by more than
 * RARE_UP_TO rows (a common text: the whole of it is looked up as before).
 */
export function rareRun(text: string, counts: ReadonlyMap<string, number>): RareRun | undefined {
  let best: { run: string; at: number; n: number } | undefined;
  const countOf = (piece: string) => counts.get(piece) ?? 0;
  for (const run of asciiRuns(text)) {
    for (let at = 0; at + TRIGRAM <= run.length; at++) {
      const n = countOf(run.slice(at, at + TRIGRAM));
      if (!best || n < best.n) best = { run, at, n };
    }
  }
  if (!best || best.n > RARE_UP_TO) return undefined;
  const { run, n } = best;
  // Never a piece beyond RARE_UP_TO: reading its posting tree is what the run is for avoiding.
  const limit = Math.max(Math.min(n * NEIGHBOUR_FACTOR, RARE_UP_TO), NEIGHBOUR_FLOOR);
  const joins = (at: number) => at >= 0 && at + TRIGRAM <= run.length && countOf(run.slice(at, at + TRIGRAM)) <= limit;
  let from = best.at;
  let to = best.at;
  while (joins(from - 1)) from--;
  while (joins(to + 1)) to++;
  return { text: run.slice(from, to + TRIGRAM), fewest: n };
}

/**
 * Reads the counts of `column`'s pieces that `text` has (one named statement per column) and answers its
 * rare run (rareRun), or undefined when it has none.
 */
export function rareRunOf(column: PgColumn): (db: Db, text: string) => Promise<RareRun | undefined> {
  const table = sql.identifier(`${getTableName(column.table)}_${column.name}_gram_count`);
  const statement = preparedPer((db) =>
    db
      .select({ gram: sql<string>`gram`, n: sql<number>`n` })
      .from(sql`${table}`)
      .where(sql`gram = any(${sql.placeholder('grams')}::text[])`)
      .prepare(`${getTableName(column.table)}_${column.name}_gram_counts`),
  );
  return async (db, text) => {
    const pieces = countedPieces(text);
    if (!pieces.length) return undefined;
    const rows = await statement(db).execute({ grams: pieces });
    return rareRun(text, new Map(rows.map((row) => [row.gram, row.n])));
  };
}
