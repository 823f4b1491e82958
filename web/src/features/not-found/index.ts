// Public entry point of the not-found feature, for the app shell's redirect rule.
export { NotFoundView } from './components/not-found-view';
