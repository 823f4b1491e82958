// A course with its free preview lessons, for anyone to watch before buying.
import { Link } from 'react-router';
import type { LessonCourse } from '../api/lesson-courses';
import { useLessonSyllabus } from '../api/lesson-syllabus';
import { orderedTopics } from '../domain/player-navigation';
import { routes } from '../../../lib/paths';

export function PreviewCourseCard({ course }: { course: LessonCourse }) {
  const program = useLessonSyllabus(course.id);
  const previews = program.data ? orderedTopics(program.data).filter((topic) => topic.isPublic) : [];
  // A course without free lessons has nothing to show here (its page tells what it contains).
  if (program.isSuccess && previews.length === 0) return null;
  return (
    <li>
      <article className="lesson-course-card" data-course-id={course.id}>
        <img className="lesson-course-card__image" src={course.imageSource} alt="" loading="lazy" width={320} height={180} />
        <h3>{course.name}</h3>
        <p className="lesson-course-card__meta">Coach: {course.coachName}</p>
        {program.isPending ? <p className="lesson-course-card__meta">Cargando las clases…</p> : null}
        <ul className="lesson-course-card__previews">
          {previews.map((topic) => (
            <li key={topic.id}>
              <Link to={routes.topic.to({ courseId: course.id, topicId: topic.id })}>
                <span className="pi pi-play-circle" aria-hidden="true" /> {topic.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link className="lesson-course-card__more" to={routes.course.to({ courseId: course.id })}>
          Ver el curso
        </Link>
      </article>
    </li>
  );
}
