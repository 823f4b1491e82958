// Public entry point of the lessons feature. Pages are reached through the router
// (routes/*-page.tsx, routes/course-lessons-redirect.tsx); the content editor is exported for the
// admin pages, which may offer it outside the player too.
export { TopicContentEditor } from './components/topic-content-editor';
