// /lessons/:courseId/:topicId — the lesson player, with the course's buy box (its price and the
// same buy button as its course page) under a free preview lesson watched by someone without the
// course. The player knows lessons; the buy box is the catalogue's: this page composes both.
import { TopicPage } from '../../features/lessons';
import { ItemPurchaseBox } from '../item-purchase-box';
import { COURSE_BUY_LABEL, useCourseBuyNotes } from './course-buy-box';

function CourseBuyBox({ courseId }: { courseId: string }) {
  const buyNotes = useCourseBuyNotes(courseId);
  return <ItemPurchaseBox itemId={courseId} buyLabel={COURSE_BUY_LABEL} buyNotes={buyNotes} />;
}

export default function LessonPage() {
  return <TopicPage purchaseBox={(courseId) => <CourseBuyBox courseId={courseId} />} />;
}
