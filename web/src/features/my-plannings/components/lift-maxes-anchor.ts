// The "Mis marcas" panel's anchor, apart from the panel: the day view links to it from its first
// paint, while the panel itself (its form and the validation library) loads after it.

/** "Mis marcas" is one tap away from the top of the plan and from each hint. */
export const LIFT_MAXES_ANCHOR = 'mis-marcas';
