// Where a video lesson stands for the buyer (issue 42): it is done by watching 90 % of it, as the
// server counts it, so instead of "Marcar como completada" the page says so, and "Clase vista"
// once the server says it was watched. A live region: the change is announced when it happens.
import { Icon } from '../../../components/icon';

interface WatchStatusProps {
  watched: boolean;
}

export function WatchStatus({ watched }: WatchStatusProps) {
  return (
    <p className={`watch-status${watched ? ' watch-status--watched' : ''}`} role="status" data-testid="watch-status" data-watched={watched}>
      <Icon name={watched ? 'check-circle' : 'eye'} />
      {watched ? 'Clase vista' : 'Se completa sola cuando ves el 90 % del video.'}
    </p>
  );
}
