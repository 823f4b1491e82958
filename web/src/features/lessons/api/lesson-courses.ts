// The courses on sale, for the lessons overview (names, images and coaches).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { readAllPages } from '../../../lib/all-pages';
import { request } from '../../../lib/api-client';
import { lessonsKeys } from './keys';

const LessonCoursesDocument = graphql(`
  query LessonCourses($nextToken: String) {
    listItems(type: COURSE, nextToken: $nextToken) {
      nextToken
      items {
        id
        name
        imageSource
        coachName
        summary
      }
    }
  }
`);

const lessonCoursesQuery = () =>
  queryOptions({
    queryKey: lessonsKeys.courses(),
    queryFn: () => readAllPages(async (nextToken) => (await request(LessonCoursesDocument, { nextToken })).listItems),
  });

export const useLessonCourses = () => useQuery(lessonCoursesQuery());

export type LessonCourse = NonNullable<ReturnType<typeof useLessonCourses>['data']>[number];
