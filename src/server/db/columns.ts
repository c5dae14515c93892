import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read as a Date: the one kind of time column every table uses. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
