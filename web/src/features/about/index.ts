// Public entry point of the about feature: the coaches, gathered from the catalogue's items.
export { coachesOf, type Coach, type CoachedItem } from './coaches';
