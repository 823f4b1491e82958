// An item's life: created as a DRAFT (never shown to visitors), PUBLISHED once it has what its
// page needs and its seller can be paid, then shown or hidden with `isEnabled`, and ARCHIVED when
// it is withdrawn for good (it keeps its orders, owners and sales; nothing is ever deleted).
import type { Item, ItemStatus } from './item';

/** Items stored before statuses existed (the seed's) are published ones. */
export const statusOf = (item: { status?: ItemStatus | null }): ItemStatus => item.status ?? 'PUBLISHED';

/** Whether visitors see the item: published and enabled. */
export const isOnSale = (item: Pick<Item, 'isEnabled'> & { status?: ItemStatus | null }): boolean =>
  statusOf(item) === 'PUBLISHED' && item.isEnabled;

/**
 * What the item's page still lacks before visitors may see it, in Spanish, one line each (empty:
 * ready). `lessonCount` is the course's topics other than the certificate.
 */
export function publicationProblems(item: Item, lessonCount: number): string[] {
  const problems: string[] = [];
  const missing = (value: string | null | undefined) => !value || value.trim().length === 0;
  if (missing(item.summary)) problems.push('Falta el resumen.');
  if (missing(item.description)) problems.push('Falta la descripción.');
  if (missing(item.level)) problems.push('Falta el nivel.');
  if (missing(item.coachName)) problems.push('Falta el nombre del coach.');
  if (missing(item.coachBio)) problems.push('Falta la biografía del coach.');
  if (!(item.price > 0)) problems.push('Falta el precio.');
  if (item.type === 'COURSE' && lessonCount === 0) problems.push('El programa del curso no tiene clases.');
  if (item.type === 'PLANNING' && !item.durationWeeks) problems.push('Falta la duración en semanas.');
  return problems;
}

export type StatusChange = 'publish' | 'unpublish' | 'archive' | 'restore';

/** The refusal (Spanish) of a status change from the item's state, or null when it may happen. */
export function statusChangeRefusal(item: Item, change: StatusChange): string | null {
  const status = statusOf(item);
  switch (change) {
    case 'publish':
      return status === 'ARCHIVED' ? 'Está archivado: restauralo antes de publicarlo.' : null;
    case 'unpublish':
      return status === 'PUBLISHED' && item.isEnabled ? null : 'No está publicado.';
    case 'archive':
      return status === 'ARCHIVED' ? 'Ya está archivado.' : null;
    case 'restore':
      return status === 'ARCHIVED' ? null : 'No está archivado.';
  }
}

/**
 * The spec's item update may show or hide a published item; making a draft visible goes through
 * publishing (which checks the page and the seller's payment account), and an archived item
 * stays hidden.
 */
export function visibilityRefusal(item: Item, wantsEnabled: boolean): string | null {
  if (!wantsEnabled || item.isEnabled) return null;
  const status = statusOf(item);
  if (status === 'DRAFT') return 'Es un borrador: publicalo con «Publicar» para mostrarlo en la tienda.';
  if (status === 'ARCHIVED') return 'Está archivado: restauralo y publicalo para mostrarlo en la tienda.';
  return null;
}
