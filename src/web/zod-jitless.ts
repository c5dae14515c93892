import { z } from 'zod';

// The Content-Security-Policy allows no eval: zod validates without compiling parsers (and does not
// probe whether it may, which the browser would report as a violation). zod decides this for each
// object schema when the schema is built, and the contracts build theirs as they are imported: this
// runs first, as main.tsx's first import.
z.config({ jitless: true });
