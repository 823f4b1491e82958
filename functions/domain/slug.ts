// Readable ids from names: "Vertical: parada de manos" → "vertical-parada-de-manos". Items get
// their id this way (a course's address is /courses/<id>), so ids are lower-case ASCII letters,
// digits and single hyphens, never empty, and short enough for an address.

const SLUG_MAX_LENGTH = 60;

export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "educación" → "educacion", "ñ" → "n"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** The n-th candidate for a slug already taken: the slug itself, then slug-2, slug-3, … */
export function slugCandidate(slug: string, attempt: number): string {
  if (attempt <= 1) return slug;
  const suffix = `-${attempt}`;
  return `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
