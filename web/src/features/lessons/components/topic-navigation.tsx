// Previous and next topic, in syllabus order.
import { Icon } from '../../../components/icon';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';

interface TopicLink {
  id: string;
  name: string;
}

export function TopicNavigation({ courseId, previous, next }: { courseId: string; previous: TopicLink | null; next: TopicLink | null }) {
  return (
    <nav className="topic-navigation" aria-label="Clases anterior y siguiente">
      {previous ? (
        <Link className="topic-navigation__link" to={routes.topic.to({ courseId, topicId: previous.id })} rel="prev">
          <Icon name="arrow-left" />
          <span>
            <small>Anterior</small>
            {previous.name}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          className="topic-navigation__link topic-navigation__link--next"
          to={routes.topic.to({ courseId, topicId: next.id })}
          rel="next"
        >
          <span>
            <small>Siguiente</small>
            {next.name}
          </span>
          <Icon name="arrow-right" />
        </Link>
      ) : null}
    </nav>
  );
}
