// The course page's tabs: Descripción, Programa and Coach, every panel in the page (the inactive
// ones hidden) so a published course page carries its syllabus and coach too.
import { Tabs, type Tab } from '../../../components/tabs';

export function CourseTabs({ tabs }: { tabs: Tab[] }) {
  return <Tabs tabs={tabs} className="item-tabs" />;
}
