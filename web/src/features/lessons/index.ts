// Public entry of the lessons feature for the app: the lesson player page, which the app
// composes with the catalogue's buy box (app/routes/lesson-page.tsx).
export { default as TopicPage } from './routes/topic-page';
