import type { SQL } from 'drizzle-orm';
import { definePort } from '../../port';

/**
 * What description templates ask of the area that uses them, above this one (src/server/port.ts): the
 * assembly plugs in eCom products' answer.
 */

/** DT-05: SQL true when some plan links the template whose id `templateId` is (a qualified column or a value). */
export const templateInUse = definePort<(templateId: SQL) => SQL<boolean>>('templateInUse');
