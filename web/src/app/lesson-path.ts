// Whether an address is a lesson (/lessons/:courseId/:topicId), the route whose page and player
// the SPA shell's boot fetches beside the app's code. Kept apart from lib/paths so the page's
// entry carries only this test.
const LESSON_TOPIC = /^\/lessons\/[^/]+\/[^/]+\/?$/;

export const isLessonTopicPath = (pathname: string): boolean => LESSON_TOPIC.test(pathname);
