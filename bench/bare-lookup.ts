// The yardstick of the detail benchmarks: a bare Fastify + pg lookup of one row by id, on the same
// machine and database, with nothing of the portal (no token, no schemas, no joins).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const table = process.env.BARE_TABLE ?? 'content_product';
if (!/^[a-z_]+$/.test(table)) throw new Error(`BARE_TABLE must be a table name, got '${table}'`);
app.get('/healthz', async () => ({ status: 'ok' }));
app.get<{ Params: { id: string } }>('/bare/:id', async (request, reply) => {
  const { rows } = await pool.query(`select * from ${table} where id = $1`, [Number(request.params.id)]);
  if (!rows[0]) return reply.status(404).send({ message: 'not found' });
  return rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
