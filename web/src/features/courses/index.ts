// Public entry point of the courses feature: the course page's syllabus and tabs.
export { CourseSyllabus } from './components/course-syllabus';
export { CourseTabs } from './components/course-tabs';
export { useCourseFigures, useGrantsCertificate } from './api/course-syllabus';
