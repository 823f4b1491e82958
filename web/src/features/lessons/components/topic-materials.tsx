// A topic's downloadable files (PDF plans). The server signs their addresses only for owners and
// admins, so this list is simply what it answered; the address is short-lived, like the video's.
import { Icon } from '../../../components/icon';
import type { TopicContentData } from '../api/topic-content';

export function TopicMaterials({ materials }: { materials: TopicContentData['materials'] }) {
  if (materials.length === 0) return null;
  return (
    <section className="topic-materials" aria-labelledby="topic-materials-title" data-testid="topic-materials">
      <h2 id="topic-materials-title">Material descargable</h2>
      <ul>
        {materials.map((material) => (
          <li key={material.fileName}>
            <a href={material.url} download={material.fileName}>
              <Icon name="file-pdf" />
              {material.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
