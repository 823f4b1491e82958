// Public entry point of the courses feature: the course page's program and tabs.
export { CourseProgram } from './components/course-program';
export { CourseTabs } from './components/course-tabs';
export { useCourseFigures, useGrantsCertificate } from './api/course-program';
