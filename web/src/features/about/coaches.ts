// The coaches as the about page shows them: read from the catalogue (each item names its coach
// and bio), grouped by coach with what each one teaches, in catalogue order.
export interface CoachedItem {
  id: string;
  name: string;
  type: 'COURSE' | 'PLANNING';
  coachName: string;
  coachBio: string;
}

export interface Coach {
  name: string;
  bio: string;
  items: { id: string; name: string; type: 'COURSE' | 'PLANNING' }[];
}

export function coachesOf(items: readonly CoachedItem[]): Coach[] {
  const byName = new Map<string, Coach>();
  for (const item of items) {
    const coach = byName.get(item.coachName) ?? { name: item.coachName, bio: item.coachBio, items: [] };
    coach.items.push({ id: item.id, name: item.name, type: item.type });
    byName.set(item.coachName, coach);
  }
  return [...byName.values()];
}
