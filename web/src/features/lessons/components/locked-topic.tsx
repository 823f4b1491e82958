// What a viewer without access sees instead of a paid topic: why, and how to get it.
import { Icon } from '../../../components/icon';
import { Link } from 'react-router';
import { routes, signInPath } from '../../../lib/paths';

interface LockedTopicProps {
  courseId: string;
  /** The server's own words ("Comprá el curso para ver esta clase."). */
  message: string;
  signedIn: boolean;
  currentPath: string;
}

export function LockedTopic({ courseId, message, signedIn, currentPath }: LockedTopicProps) {
  return (
    <section className="locked-topic" role="alert" data-testid="locked-topic">
      <Icon name="lock" className="locked-topic__icon" />
      <h2>Esta clase es parte del curso</h2>
      <p>{message}</p>
      <div className="locked-topic__actions">
        <Link className="p-button locked-topic__buy" to={routes.course.to({ courseId })}>
          Ver el curso y comprarlo
        </Link>
        {signedIn ? null : (
          <Link className="locked-topic__sign-in" to={signInPath(currentPath)}>
            ¿Ya lo compraste? Iniciá sesión
          </Link>
        )}
      </div>
    </section>
  );
}
