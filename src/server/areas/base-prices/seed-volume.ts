import { sql } from 'drizzle-orm';
import { basePrice } from './tables';

/**
 * Two CTEs for the volume seeds, which pick a base price by number: `prices` (id, n), the base prices
 * numbered from 0 in id order, and `price_count` (n), how many there are. A seed joins `prices` on the
 * number it computes. A subscript into one array of every id would copy the whole array for each row
 * (the save offer seed took 68 s after the upsell seed's 3,572 prices, 6 s so); the count is
 * materialized, as inlined it would be counted again for every row.
 */
export const numberedBasePrices = sql`prices as (select id, (row_number() over (order by id))::int - 1 as n
    from ${basePrice}),
  price_count as materialized (select count(*)::int as n from ${basePrice})`;
