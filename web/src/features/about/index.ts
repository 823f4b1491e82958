// Public entry point of the about feature: the coaches, gathered from the catalogue's items.
export { coachesOf } from './coaches';
