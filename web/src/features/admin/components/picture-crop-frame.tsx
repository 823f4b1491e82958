// The photo with the frame the card's picture will be cut from. The frame is as large as the
// card's 16:9 allows, so it moves along one axis only (across a wide photo, up and down a tall
// one): drag it, or focus it and use the arrow keys (Page Up / Page Down by ten, Home / End to the
// edges). A slider for assistive technology: its value is where the frame sits, 0 to 100 %.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cropAround, movedFocus, type CropFocus } from '../lib/picture-crop';

export interface ChosenPhoto {
  url: string;
  width: number;
  height: number;
}

interface PictureCropFrameProps {
  photo: ChosenPhoto;
  ratio: number;
  focus: CropFocus;
  onFocusChange: (focus: CropFocus) => void;
}

const STEP = 0.01;
const PAGE = 0.1;

export function PictureCropFrame({ photo, ratio, focus, onFocusChange }: PictureCropFrameProps) {
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; focus: CropFocus } | null>(null);
  const frame = cropAround(photo.width, photo.height, ratio, focus);
  const horizontal = frame.height === photo.height && frame.width < photo.width;
  const movable = horizontal || frame.height < photo.height;
  const free = horizontal ? photo.width - frame.width : photo.height - frame.height;
  const position = free > 0 ? Math.round(((horizontal ? frame.x : frame.y) / free) * 100) : 50;
  const move = (delta: number) =>
    onFocusChange(movedFocus(photo.width, photo.height, ratio, focus, horizontal ? delta : 0, horizontal ? 0 : delta));

  const onKeyDown = (event: KeyboardEvent) => {
    const deltas: Record<string, number> = {
      ArrowLeft: -STEP,
      ArrowUp: -STEP,
      ArrowRight: STEP,
      ArrowDown: STEP,
      PageUp: -PAGE,
      PageDown: PAGE,
      Home: -1,
      End: 1,
    };
    const delta = deltas[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    move(delta);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, focus };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = stage.current?.getBoundingClientRect();
    if (!start || !box || box.width === 0 || box.height === 0) return;
    const dx = (event.clientX - start.x) / box.width;
    const dy = (event.clientY - start.y) / box.height;
    onFocusChange(movedFocus(photo.width, photo.height, ratio, start.focus, horizontal ? dx : 0, horizontal ? 0 : dy));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const edgeText = horizontal ? 'desde la izquierda' : 'desde arriba';
  return (
    <div className="picture-crop">
      <div className="picture-crop__stage" ref={stage}>
        <img src={photo.url} alt="" draggable={false} />
        <div
          className="picture-crop__frame"
          style={{
            left: `${(frame.x / photo.width) * 100}%`,
            top: `${(frame.y / photo.height) * 100}%`,
            width: `${(frame.width / photo.width) * 100}%`,
            height: `${(frame.height / photo.height) * 100}%`,
          }}
          {...(movable
            ? {
                role: 'slider',
                tabIndex: 0,
                'aria-label': 'Posición del recorte',
                'aria-orientation': horizontal ? 'horizontal' : 'vertical',
                'aria-valuemin': 0,
                'aria-valuemax': 100,
                'aria-valuenow': position,
                'aria-valuetext': `${position} % ${edgeText}`,
                onKeyDown,
                onPointerDown,
                onPointerMove,
                onPointerUp: endDrag,
                onPointerCancel: endDrag,
              }
            : {})}
          data-testid="picture-crop-frame"
        />
      </div>
      <p className="picture-crop__hint">
        {movable
          ? `Arrastrá el marco, o usá las flechas del teclado, para elegir qué parte de la foto se ve ${horizontal ? '(izquierda y derecha)' : '(arriba y abajo)'}.`
          : 'La foto ya tiene la proporción de la tarjeta: se usa entera.'}
      </p>
    </div>
  );
}

/** The card as it will look: the photo cut by the frame, drawn with CSS (no encoding until upload). */
export function CroppedPreview({ photo, ratio, focus }: Omit<PictureCropFrameProps, 'onFocusChange'>) {
  const frame = cropAround(photo.width, photo.height, ratio, focus);
  return (
    <div className="picture-crop__preview" style={{ aspectRatio: `${ratio}` }}>
      <img
        src={photo.url}
        alt="Vista previa de la imagen recortada"
        draggable={false}
        style={{
          left: `${-(frame.x / frame.width) * 100}%`,
          top: `${-(frame.y / frame.height) * 100}%`,
          width: `${(photo.width / frame.width) * 100}%`,
        }}
      />
    </div>
  );
}
