// A topic's written part: plain text in blank-line separated paragraphs.
import { paragraphs } from '../domain/player-navigation';

export function TopicText({ text }: { text: string }) {
  return (
    <div className="topic-text" data-testid="topic-text">
      {paragraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
