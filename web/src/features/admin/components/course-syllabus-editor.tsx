// The course syllabus editor: units and topics added, renamed, moved (buttons, so it works from the
// keyboard; focus follows the moved row and a live region says where it went), removed, topics
// marked as free previews and as video or text lessons, and whether the course ends with the
// certificate. Saving sends the whole syllabus against the version it was read at; when removed
// topics have buyers' progress, the server's message is shown in a confirmation first.
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { courseSyllabusSchema } from '../../../../../functions/domain/item-input';
import { ApiError } from '../../../lib/api-client';
import { useAdminSyllabus, useSaveCourseSyllabus, type AdminItemDetail } from '../api/admin-catalogue';
import {
  addTopic,
  addUnit,
  draftOf,
  moveTopic,
  moveUnit,
  removeTopic,
  removeUnit,
  removedTopicIds,
  toSyllabusInput,
  topicPlace,
  updateTopic,
  updateUnit,
  type SyllabusDraft,
} from '../lib/syllabus-draft';
import { routes } from '../../../lib/paths';

export function CourseSyllabusEditor({ course }: { course: AdminItemDetail }) {
  const program = useAdminSyllabus(course.id, true);
  // Kept here, not in the form: the save's own re-read remounts the form, and the confirmation
  // must outlive that (it vanished as soon as the new version arrived).
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  if (program.isPending) return <p>Cargando el programa…</p>;
  if (program.error) return <Message severity="error" text={program.error.message} />;
  // Remount on each saved version so the draft starts from what is stored.
  return (
    <SyllabusForm
      key={course.programVersion}
      course={course}
      saved={program.data}
      savedMessage={savedMessage}
      onSavedMessage={setSavedMessage}
    />
  );
}

interface SyllabusFormProps {
  course: AdminItemDetail;
  saved: NonNullable<ReturnType<typeof useAdminSyllabus>['data']>;
  savedMessage: string | null;
  onSavedMessage: (message: string | null) => void;
}

/** "Subir" / "Bajar" for a unit or a class; `data-focus` lets the editor keep the focus on the button pressed. */
function MoveButtons(props: { what: string; focusKey: string; first: boolean; last: boolean; onMove: (step: -1 | 1) => void }) {
  return (
    <>
      <Button
        type="button"
        icon="pi pi-arrow-up"
        text
        aria-label={`Subir ${props.what}`}
        data-focus={`${props.focusKey}:up`}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      />
      <Button
        type="button"
        icon="pi pi-arrow-down"
        text
        aria-label={`Bajar ${props.what}`}
        data-focus={`${props.focusKey}:down`}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      />
    </>
  );
}

function SyllabusForm({ course, saved, savedMessage, onSavedMessage: setSavedMessage }: SyllabusFormProps) {
  const ids = { status: useId(), certificate: useId() };
  const [draft, setDraft] = useState<SyllabusDraft>(() => draftOf(saved));
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const save = useSaveCourseSyllabus(course.id);

  useEffect(() => {
    if (!focusTarget) return;
    document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(focusTarget)}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget, draft]);

  const edit = (next: SyllabusDraft) => {
    setDraft(next);
    setSavedMessage(null);
  };

  const moveUnitBy = (key: string, step: -1 | 1) => {
    const next = moveUnit(draft, key, step);
    edit(next);
    const position = next.units.findIndex((unit) => unit.key === key) + 1;
    setAnnouncement(`Unidad movida a la posición ${position}.`);
    setFocusTarget(`${key}:${step === -1 ? 'up' : 'down'}`);
  };

  const moveTopicBy = (key: string, step: -1 | 1) => {
    const next = moveTopic(draft, key, step);
    edit(next);
    const place = topicPlace(next, key);
    if (place) setAnnouncement(`Clase movida: ahora es la clase ${place.topic} de la unidad ${place.unit}.`);
    setFocusTarget(`${key}:${step === -1 ? 'up' : 'down'}`);
  };

  const send = (confirmRemovedTopicIds: string[] = []) => {
    const input = toSyllabusInput(course.id, course.programVersion, draft, confirmRemovedTopicIds);
    const checked = courseSyllabusSchema.safeParse(input);
    if (!checked.success) {
      setErrors([...new Set(checked.error.issues.map((issue) => issue.message))]);
      return;
    }
    setErrors([]);
    save.mutate(input, {
      onSuccess: () => setSavedMessage('Guardamos el programa.'),
      onError: (error) => {
        // Removing topics with buyers' progress: the server says who loses what; ask first.
        if (error instanceof ApiError && error.errorType === 'Conflict' && error.message.startsWith('Vas a quitar clases')) {
          setConfirmation(error.message);
          save.reset();
        }
      },
    });
  };

  return (
    <section className="program-editor" aria-labelledby="program-editor-title">
      <h2 id="program-editor-title">Programa del curso</h2>
      <p className="program-editor__hint">
        Ordená las unidades y clases con los botones de flecha (también con el teclado). Las clases marcadas como vista previa gratis se
        pueden ver sin comprar el curso.
      </p>
      <p id={ids.status} className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ol className="program-editor__units">
        {draft.units.map((unit, unitIndex) => (
          <li key={unit.key} className="program-editor__unit" data-testid="program-unit">
            <div className="program-editor__row">
              <label className="visually-hidden" htmlFor={`${unit.key}-name`}>
                Nombre de la unidad {unitIndex + 1}
              </label>
              <span className="program-editor__number" aria-hidden="true">
                {unitIndex + 1}.
              </span>
              <InputText
                id={`${unit.key}-name`}
                value={unit.name}
                placeholder="Nombre de la unidad"
                onChange={(event) => edit(updateUnit(draft, unit.key, { name: event.target.value }))}
              />
              <span className="program-editor__actions">
                <MoveButtons
                  what={`la unidad «${unit.name}»`}
                  focusKey={unit.key}
                  first={unitIndex === 0}
                  last={unitIndex === draft.units.length - 1}
                  onMove={(step) => moveUnitBy(unit.key, step)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`Quitar la unidad «${unit.name}» y sus clases`}
                  onClick={() => {
                    edit(removeUnit(draft, unit.key));
                    setAnnouncement(`Quitaste la unidad «${unit.name}».`);
                  }}
                />
              </span>
            </div>
            <ol className="program-editor__topics">
              {unit.topics.map((topic, topicIndex) => {
                const first = unitIndex === 0 && topicIndex === 0;
                const last = unitIndex === draft.units.length - 1 && topicIndex === unit.topics.length - 1;
                return (
                  <li key={topic.key} className="program-editor__topic" data-testid="program-topic">
                    <div className="program-editor__row">
                      <label className="visually-hidden" htmlFor={`${topic.key}-name`}>
                        Nombre de la clase {topicIndex + 1} de la unidad {unitIndex + 1}
                      </label>
                      <InputText
                        id={`${topic.key}-name`}
                        value={topic.name}
                        placeholder="Nombre de la clase"
                        onChange={(event) => edit(updateTopic(draft, topic.key, { name: event.target.value }))}
                      />
                      <label className="visually-hidden" htmlFor={`${topic.key}-kind`}>
                        Tipo de la clase «{topic.name}»
                      </label>
                      <select
                        id={`${topic.key}-kind`}
                        className="p-inputtext program-editor__kind"
                        value={topic.componentName}
                        onChange={(event) =>
                          edit(
                            updateTopic(draft, topic.key, {
                              componentName: event.target.value === 'text-lesson' ? 'text-lesson' : 'video-lesson',
                            }),
                          )
                        }
                      >
                        <option value="video-lesson">Video</option>
                        <option value="text-lesson">Texto</option>
                      </select>
                      <span className="program-editor__preview">
                        <Checkbox
                          inputId={`${topic.key}-public`}
                          checked={topic.isPublic}
                          onChange={(event) => edit(updateTopic(draft, topic.key, { isPublic: Boolean(event.checked) }))}
                        />
                        <label htmlFor={`${topic.key}-public`}>
                          Vista previa gratis<span className="visually-hidden"> («{topic.name}»)</span>
                        </label>
                      </span>
                      <span className="program-editor__actions">
                        {topic.id && (
                          <Link
                            className="p-button p-button-text p-button-sm"
                            to={routes.topic.to({ courseId: course.id, topicId: topic.id })}
                            aria-label={`Editar el texto y el video de «${topic.name}»`}
                          >
                            Contenido
                          </Link>
                        )}
                        <MoveButtons
                          what={`la clase «${topic.name}»`}
                          focusKey={topic.key}
                          first={first}
                          last={last}
                          onMove={(step) => moveTopicBy(topic.key, step)}
                        />
                        <Button
                          type="button"
                          icon="pi pi-trash"
                          text
                          severity="danger"
                          aria-label={`Quitar la clase «${topic.name}»`}
                          onClick={() => {
                            edit(removeTopic(draft, topic.key));
                            setAnnouncement(`Quitaste la clase «${topic.name}».`);
                          }}
                        />
                      </span>
                    </div>
                  </li>
                );
              })}
            </ol>
            <Button
              type="button"
              label="Agregar clase"
              icon="pi pi-plus"
              size="small"
              outlined
              aria-label={`Agregar una clase a la unidad «${unit.name}»`}
              onClick={() => {
                const next = addTopic(draft, unit.key, '');
                edit(next);
                const added = next.units.find((u) => u.key === unit.key)?.topics.at(-1);
                if (added) setTimeout(() => document.getElementById(`${added.key}-name`)?.focus(), 0);
              }}
            />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        label="Agregar unidad"
        icon="pi pi-plus"
        outlined
        onClick={() => {
          const next = addUnit(draft, '');
          edit(next);
          const added = next.units.at(-1);
          if (added) setTimeout(() => document.getElementById(`${added.key}-name`)?.focus(), 0);
        }}
      />
      <div className="admin-form__checks">
        <span>
          <Checkbox
            inputId={ids.certificate}
            checked={draft.hasCertificate}
            onChange={(event) => edit({ ...draft, hasCertificate: Boolean(event.checked) })}
          />
          <label htmlFor={ids.certificate}>
            El curso entrega certificado (una última unidad «Certificado» para descargarlo al completar las clases)
          </label>
        </span>
      </div>
      {errors.length > 0 && <Message severity="error" text={errors.join(' ')} className="admin-saved" />}
      {save.error && <Message severity="error" text={save.error.message} className="admin-saved" />}
      {savedMessage && <Message severity="success" text={savedMessage} className="admin-saved" />}
      <div className="admin-form__actions">
        <Button type="button" label="Guardar programa" icon="pi pi-check" loading={save.isPending} onClick={() => send()} />
      </div>
      <ConfirmDialog
        visible={confirmation !== null}
        onHide={() => setConfirmation(null)}
        header="¿Quitar clases con progreso?"
        message={confirmation}
        icon="pi pi-exclamation-triangle"
        acceptLabel="Quitar igualmente"
        rejectLabel="Volver"
        acceptClassName="p-button-danger"
        accept={() => send(removedTopicIds(saved, draft))}
      />
    </section>
  );
}
