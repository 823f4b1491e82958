// The viewer's choice of video quality: Auto (hls.js picks by the connection; the rendition
// playing is named beside it) or one rendition fixed. Shown only while hls.js drives the video.
import type { QualityState } from './use-video-source';

interface QualityMenuProps {
  quality: QualityState;
  onChoose: (level: number) => void;
}

export function QualityMenu({ quality, onChoose }: QualityMenuProps) {
  if (quality.levels.length < 2) return null;
  const playing = quality.levels.find((level) => level.index === quality.playing)?.name;
  return (
    <div className="topic-video__quality">
      <label htmlFor="video-quality">Calidad</label>
      <select
        id="video-quality"
        data-testid="video-quality"
        value={String(quality.chosen)}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        <option value="-1">{playing && quality.chosen === -1 ? `Automática (${playing})` : 'Automática'}</option>
        {quality.levels.map((level) => (
          <option key={level.index} value={String(level.index)}>
            {level.name}
          </option>
        ))}
      </select>
    </div>
  );
}
