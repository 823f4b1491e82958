// The courses and plannings the app knows, registered by the start sequence from the catalogue
// (the spec's "register planning and course routes"). The not-found rule uses them: a path of a
// known course, planning or lesson never loses its address to /not-found (see navigation-rules).
export interface KnownItems {
  courses: ReadonlySet<string>;
  plannings: ReadonlySet<string>;
}

let known: KnownItems = { courses: new Set(), plannings: new Set() };

export function registerKnownItems(items: readonly { id: string; type: 'COURSE' | 'PLANNING' }[]): void {
  known = {
    courses: new Set(items.filter((item) => item.type === 'COURSE').map((item) => item.id)),
    plannings: new Set(items.filter((item) => item.type === 'PLANNING').map((item) => item.id)),
  };
}

export const knownItems = (): KnownItems => known;
