// For admins, on the topic page: edit the topic's text, replace (or remove) its video and its
// Spanish captions (WebVTT, checked here with the server's own rule before the upload). A file
// goes from the browser straight to the private content bucket through a signed upload address;
// only then does the topic point at it.
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useNotices } from '../../../components/toast';
import { MAX_CAPTIONS_BYTES } from '../../../../../functions/domain/video-content';
import { webVttProblem, webVttSizeProblem } from '../../../../../functions/domain/webvtt';
import { useSaveTopicContent } from '../api/topic-content-admin';

const VIDEO_TYPES = ['video/mp4', 'video/webm'];
const MAX_TEXT = 20_000;

interface TopicContentEditorProps {
  courseId: string;
  topicId: string;
  text: string;
  hasVideo: boolean;
  hasCaptions: boolean;
}

/** The captions file's problem, read in the browser with the rule the server applies; null when good. */
async function captionsProblem(file: File): Promise<string | null> {
  if (!file.name.toLowerCase().endsWith('.vtt')) return 'Los subtítulos tienen que ser un archivo WebVTT (.vtt).';
  const sizeProblem = webVttSizeProblem(file.size);
  if (sizeProblem) return sizeProblem;
  return webVttProblem(await file.text(), file.size);
}

export function TopicContentEditor({ courseId, topicId, text, hasVideo, hasCaptions }: TopicContentEditorProps) {
  const ids = {
    text: useId(),
    video: useId(),
    textError: useId(),
    videoError: useId(),
    captions: useId(),
    captionsError: useId(),
    captionsHint: useId(),
  };
  const [draft, setDraft] = useState(text);
  const [file, setFile] = useState<File | null>(null);
  const [removeVideo, setRemoveVideo] = useState(false);
  // Remounting the file input is the only way to empty it after a saved upload.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [captionsFile, setCaptionsFile] = useState<File | null>(null);
  const [removeCaptions, setRemoveCaptions] = useState(false);
  const [errors, setErrors] = useState<{ text?: string; video?: string; captions?: string }>({});
  const save = useSaveTopicContent(courseId, topicId);
  const notices = useNotices();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (draft.trim() === '') found.text = 'Escribí el texto de la clase.';
    else if (draft.length > MAX_TEXT) found.text = `El texto puede tener hasta ${MAX_TEXT} caracteres.`;
    if (file && !VIDEO_TYPES.includes(file.type)) found.video = 'El video tiene que ser MP4 o WebM.';
    const captionsError = captionsFile ? await captionsProblem(captionsFile) : null;
    if (captionsError) found.captions = captionsError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        text: draft,
        ...(file ? { video: file } : removeVideo ? { video: 'remove' as const } : {}),
        ...(captionsFile ? { captions: captionsFile } : removeCaptions ? { captions: 'remove' as const } : {}),
      },
      {
        onSuccess: () => {
          setFile(null);
          setRemoveVideo(false);
          setCaptionsFile(null);
          setRemoveCaptions(false);
          setFileInputKey((key) => key + 1);
          notices.show({ severity: 'success', summary: 'Guardamos la clase.' });
        },
        onError: (error) => notices.show({ severity: 'error', summary: 'No pudimos guardar la clase.', detail: error.message }),
      },
    );
  };

  return (
    <section className="topic-editor" aria-labelledby={`${ids.text}-title`} data-testid="topic-editor">
      <h2 id={`${ids.text}-title`}>Editar la clase (administración)</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={ids.text}>Texto de la clase</label>
        <InputTextarea
          id={ids.text}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={8}
          autoResize
          invalid={Boolean(errors.text)}
          aria-invalid={Boolean(errors.text)}
          aria-describedby={errors.text ? ids.textError : undefined}
        />
        {errors.text ? (
          <small id={ids.textError} className="field-error">
            {errors.text}
          </small>
        ) : (
          <small>Separá los párrafos con una línea en blanco.</small>
        )}

        <label htmlFor={ids.video}>{hasVideo ? 'Reemplazar el video (MP4 o WebM)' : 'Subir un video (MP4 o WebM)'}</label>
        <input
          key={fileInputKey}
          id={ids.video}
          type="file"
          accept={VIDEO_TYPES.join(',')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setRemoveVideo(false);
          }}
          aria-invalid={Boolean(errors.video)}
          aria-describedby={errors.video ? ids.videoError : undefined}
        />
        {errors.video ? (
          <small id={ids.videoError} className="field-error">
            {errors.video}
          </small>
        ) : null}
        {hasVideo && !file ? (
          <label className="topic-editor__remove">
            <input type="checkbox" checked={removeVideo} onChange={(event) => setRemoveVideo(event.target.checked)} /> Quitar el video de
            esta clase
          </label>
        ) : null}

        <label htmlFor={ids.captions}>{hasCaptions ? 'Reemplazar los subtítulos (WebVTT)' : 'Subtítulos (WebVTT)'}</label>
        <input
          key={`captions-${fileInputKey}`}
          id={ids.captions}
          type="file"
          accept=".vtt,text/vtt"
          onChange={(event) => {
            setCaptionsFile(event.target.files?.[0] ?? null);
            setRemoveCaptions(false);
            setErrors(({ captions: _dropped, ...others }) => others);
          }}
          aria-invalid={Boolean(errors.captions)}
          aria-describedby={errors.captions ? ids.captionsError : ids.captionsHint}
          data-testid="topic-captions-file"
        />
        {errors.captions ? (
          <small id={ids.captionsError} className="field-error" data-testid="topic-captions-error">
            {errors.captions}
          </small>
        ) : (
          <small id={ids.captionsHint}>
            {hasCaptions ? 'Esta clase tiene subtítulos. ' : ''}Un archivo .vtt que empiece con «WEBVTT», de hasta{' '}
            {MAX_CAPTIONS_BYTES / 1024} KB.
          </small>
        )}
        {hasCaptions && !captionsFile ? (
          <label className="topic-editor__remove">
            <input type="checkbox" checked={removeCaptions} onChange={(event) => setRemoveCaptions(event.target.checked)} /> Quitar los
            subtítulos de esta clase
          </label>
        ) : null}

        <Button
          type="submit"
          icon="pi pi-save"
          label={
            save.isPending ? (file ? 'Subiendo el video…' : captionsFile ? 'Subiendo los subtítulos…' : 'Guardando…') : 'Guardar la clase'
          }
          loading={save.isPending}
        />
      </form>
    </section>
  );
}
