/**
 * The version a versioned read answers as its ETag (`"7"` → 7): what a screen sends back as If-Match.
 * A read without one (nothing to edit: no row, 'No Data', 404) gives 1, so the write is refused for
 * its own reason rather than for a missing If-Match.
 */
export function versionOfRead(res: { headers: Record<string, unknown> }): number {
  const etag = res.headers.etag;
  return typeof etag === 'string' ? Number(etag.replaceAll('"', '').replace(/^W\//, '')) : 1;
}

/**
 * Sends `count` writes at once, every one on the same version read: the status codes, sorted. Of edits
 * that each change the row, exactly one may win (200); the others are stale (409).
 */
export async function statusesAtOnce(
  count: number,
  send: (index: number) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return answers.map((a) => a.statusCode).sort((a, b) => a - b);
}

/** One 200 and `count - 1` 409s: what `statusesAtOnce` answers when the version guards the row. */
export const oneWinner = (count: number) => [200, ...Array.from({ length: count - 1 }, () => 409)];
