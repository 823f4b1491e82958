// A catalogue item with every field the schema has, for tests of pure rules and services; a test
// names only what it needs different.
import type { Item } from '../../../functions/generated/graphql';

export const catalogueItem = (overrides: Partial<Item> = {}): Item => ({
  id: 'x',
  type: 'COURSE',
  seller: 'STORE',
  courseHours: null,
  finalEvaluation: null,
  name: 'Curso',
  price: 1000,
  offer: null,
  monthlyOffer: null,
  isEnabled: false,
  isFeatured: false,
  status: 'DRAFT',
  imageSource: '/images/course.svg',
  picture: null,
  coachName: 'Coach',
  coachBio: 'Bio',
  summary: 'Resumen',
  description: 'Descripción',
  highlights: [],
  level: 'Inicial',
  durationWeeks: null,
  phases: [],
  competitions: [],
  programVersion: 0,
  ...overrides,
});
