import type { Page, Request } from 'playwright-core';

/** A GET the page sent: its URL, when it was sent and (once it has) when it was answered. */
export interface Read {
  url: URL;
  sent: number;
  answered?: number;
}

/**
 * Records the GETs the page sends whose URL `matches` (in order), each with when it was sent and
 * answered: to count a screen's requests, or to see that one was sent only after another answered.
 */
export function watchReads(page: Page, matches: (url: URL) => boolean): Read[] {
  const reads: Read[] = [];
  const byRequest = new Map<Request, Read>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !matches(url)) return;
    const read = { url, sent: Date.now() };
    reads.push(read);
    byRequest.set(request, read);
  });
  const done = (request: Request) => {
    const read = byRequest.get(request);
    if (read) read.answered = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return reads;
}
