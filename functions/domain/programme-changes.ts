// What changed in a session of the training plan between two saves, in the words the member's
// notice uses ("Fuerza: prescripción, video"; "bloque nuevo «Metcon»"). Sessions and blocks are
// compared by value, whatever the order of their keys and with an absent field equal to null:
// a week read back from the table and the same week parsed from the editor's input are equal.
// Pure.

interface BlockShape {
  id: string;
  title: string;
  text?: string | null;
  prescription?: unknown;
  scaling?: unknown;
  videoKey?: string | null;
}

export interface SessionShape {
  id: string;
  title: string;
  blocks: readonly BlockShape[];
}

/** A value as text with its object keys sorted and null / absent fields left out. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([name, field]) => field !== null && field !== undefined && name !== 'updatedAt')
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

const FIELD_WORDS = [
  ['title', 'nombre'],
  ['text', 'texto'],
  ['prescription', 'prescripción'],
  ['scaling', 'escalas'],
  ['videoKey', 'video'],
] as const;

/** Whether two versions of a session are the same (its edit time aside). */
const sameSession = (before: SessionShape | null | undefined, after: SessionShape): boolean =>
  before !== null && before !== undefined && canonical(before) === canonical(after);

/** The changes to one session in words; empty when it is the same. */
export function sessionChanges(before: SessionShape | null | undefined, after: SessionShape): string[] {
  if (!before) return ['sesión nueva'];
  if (sameSession(before, after)) return [];
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`nombre: «${before.title}» → «${after.title}»`);
  const old = new Map(before.blocks.map((block) => [block.id, block] as const));
  for (const block of after.blocks) {
    const previous = old.get(block.id);
    if (!previous) {
      changes.push(`bloque nuevo «${block.title}»`);
      continue;
    }
    const fields = FIELD_WORDS.filter(([field]) => canonical(previous[field] ?? null) !== canonical(block[field] ?? null)).map(
      ([, words]) => words,
    );
    if (fields.length > 0) changes.push(`«${block.title}»: ${fields.join(', ')}`);
  }
  const kept = new Set(after.blocks.map((block) => block.id));
  for (const block of before.blocks) if (!kept.has(block.id)) changes.push(`bloque quitado «${block.title}»`);
  const order = (blocks: readonly BlockShape[]) =>
    blocks
      .map((block) => block.id)
      .filter((id) => old.has(id) && kept.has(id))
      .join();
  if (order(before.blocks) !== order(after.blocks)) changes.push('orden de los bloques');
  return changes.length > 0 ? changes : ['cambios menores'];
}
