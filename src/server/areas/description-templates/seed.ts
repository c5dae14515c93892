import type { Db } from '../../db/client';
import { descriptionTemplate } from './tables';

/** Demo description templates (some used by the demo plans, some not). Idempotent by name. */
export const DEMO_TEMPLATES: readonly { name: string; en: string; es: string }[] = [
  {
    name: 'Subscription — monthly',
    en: '<p><strong>Learn a new language every month.</strong> Billed monthly at {price}, {tax}. Cancel anytime.</p>',
    es: '<p><strong>Aprende un idioma nuevo cada mes.</strong> Se factura mensualmente a {price}, {tax}. Cancela cuando quieras.</p>',
  },
  {
    name: 'Subscription — yearly',
    en: '<p>One payment of {price} a year, {tax}.</p><ul><li>All levels included</li><li>Cancel anytime</li></ul>',
    es: '<p>Un pago de {price} al año, {tax}.</p><ul><li>Todos los niveles incluidos</li><li>Cancela cuando quieras</li></ul>',
  },
  {
    name: 'Lifetime level',
    en: '<p>{#oflessons} lessons, yours forever for {price}, {tax}.</p>',
    es: '<p>{#oflessons} lecciones, tuyas para siempre por {price}, {tax}.</p>',
  },
  {
    name: 'All Access',
    en: '<p><em>All Access</em>: 51 languages, up to 3 household members, {price} {tax}.</p>',
    es: '',
  },
  {
    name: 'Unused draft template',
    en: '<p>Not linked to any plan yet.</p>',
    es: '',
  },
];

export async function seedDemoDescriptionTemplates(db: Db): Promise<void> {
  const existing = new Set(
    (await db.select({ name: descriptionTemplate.name }).from(descriptionTemplate)).map((r) => r.name),
  );
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const rows = DEMO_TEMPLATES.filter((t) => !existing.has(t.name)).map((t, i) => ({
    name: t.name,
    contentEn: t.en,
    contentEs: t.es,
    createdAt: new Date(now - (i + 2) * day),
    updatedAt: new Date(now - (i + 2) * day),
  }));
  if (rows.length) await db.insert(descriptionTemplate).values(rows);
}
