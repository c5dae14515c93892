import { sql } from 'drizzle-orm';
import type { EcomProduct } from '../../../shared/contracts/ecom-products';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { isForeignKeyViolation } from '../../errors';
import type { KeptJson } from '../../http/register';
import { readProductGeneration } from './plan-read';

/**
 * The eCom product detail as the database keeps it (migration 0033, docs/decisions.md): its JSON text per
 * product, served while its generation is the current one. Every write to a table the detail shows moves
 * the generation when it commits, so a kept text is never older than the data; a text read from a snapshot
 * that misses a write carries the generation before it and is never served. A read that finds no current
 * text builds it with the detail's statement (readProduct) and keeps it.
 *
 * Only the detail's own read may use it: a write's transaction that reads the detail back must build it
 * (its own change moves the generation only when it commits).
 */
const docStatements = preparedPer((db) => ({
  kept: db
    .select({ body: sql<string>`body`, rowVersion: sql<number>`row_version` })
    .from(sql`ecom_product_doc`)
    .where(
      sql`product_id = ${sql.placeholder('id')} and store_url = ${sql.placeholder('storeUrl')}
        and generation = (select n from ecom_product_doc_generation)`,
    )
    .prepare('ecom_product_doc'),
}));

/** GET /products/{id} (API-S-46): the detail's JSON text, kept or built and then kept. */
export async function productDetail(db: Db, id: number, storeUrl: string): Promise<KeptJson> {
  const [kept] = await docStatements(db).kept.execute({ id, storeUrl });
  if (kept) return { keptJson: kept.body, rowVersion: kept.rowVersion };
  const { product, generation } = await readProductGeneration(db, id, storeUrl);
  return keepDetail(db, id, storeUrl, product, generation);
}

/**
 * Keeps `product`'s detail, read from the data of `generation`, and answers its text. A newer
 * generation's text is not replaced by an older one (two reads building at once). A product deleted since
 * it was read is not kept (its row is gone): the answer is still its snapshot's.
 */
export async function keepDetail(
  db: Db,
  id: number,
  storeUrl: string,
  product: EcomProduct,
  generation: string,
): Promise<KeptJson> {
  const body = JSON.stringify(product);
  try {
    await db.execute(sql`
      insert into ecom_product_doc (product_id, generation, store_url, row_version, body)
      values (${id}, ${generation}::bigint, ${storeUrl}, ${product.rowVersion}, ${body})
      on conflict (product_id) do update set generation = excluded.generation, store_url = excluded.store_url,
        row_version = excluded.row_version, body = excluded.body
      where ecom_product_doc.generation <= excluded.generation`);
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
  }
  return { keptJson: body, rowVersion: product.rowVersion };
}
