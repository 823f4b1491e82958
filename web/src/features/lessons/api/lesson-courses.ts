// The courses on sale, for the lessons overview (names, images and coaches).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { lessonsKeys } from './keys';

const LessonCoursesDocument = graphql(`
  query LessonCourses {
    listItems(type: COURSE) {
      id
      name
      imageSource
      coachName
      summary
    }
  }
`);

const lessonCoursesQuery = () =>
  queryOptions({
    queryKey: lessonsKeys.courses(),
    queryFn: async () => (await request(LessonCoursesDocument, {})).listItems,
  });

export const useLessonCourses = () => useQuery(lessonCoursesQuery());

export type LessonCourse = NonNullable<ReturnType<typeof useLessonCourses>['data']>[number];
