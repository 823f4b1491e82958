// The item's picture: choose a photo, see it cropped to the card's 16:9 before uploading, upload
// it (every size is made here, in the browser), or go back to the illustration.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useId, useState } from 'react';
import { ItemImage } from '../../catalog';
import { useRemoveItemPicture, useUploadItemPicture, type AdminItemDetail } from '../api/admin-catalogue';
import { ACCEPTED_PICTURE_TYPES, MIN_PICTURE, PictureError, makePictureFiles, type PictureFile } from '../lib/picture-variants';

export function ItemPictureField({ item }: { item: AdminItemDetail }) {
  const inputId = useId();
  const [files, setFiles] = useState<PictureFile[] | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadItemPicture(item.id);
  const remove = useRemoveItemPicture(item.id);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setFiles(null);
    setPreview(null);
    if (!file) return;
    try {
      const made = await makePictureFiles(file);
      setFiles(made);
      const card = made.find((candidate) => candidate.name === '800.jpg');
      if (card) setPreview(URL.createObjectURL(card.blob));
    } catch (error) {
      setProblem(error instanceof PictureError ? error.message : 'No pudimos preparar la imagen. Probá con otra.');
    }
  };

  const send = () => {
    if (!files) return;
    upload.mutate(files, {
      onSuccess: () => {
        setFiles(null);
        setPreview(null);
        setInputKey((key) => key + 1);
      },
    });
  };

  return (
    <section className="item-picture-field" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Imagen</h2>
      <div className="item-picture-field__current">
        <ItemImage
          imageSource={preview ?? item.imageSource}
          picture={preview ? null : item.picture}
          sizes="320px"
          width={320}
          height={180}
          alt={preview ? 'Vista previa de la imagen recortada' : `Imagen actual de «${item.name}»`}
          data-testid="item-picture"
        />
        <p>
          {preview
            ? 'Así se va a ver en las tarjetas (recortada al centro, 16:9).'
            : item.picture
              ? 'Imagen subida. También se usa, en 1200 × 630, al compartir el link.'
              : 'Sin imagen propia: se muestra la ilustración.'}
        </p>
      </div>
      <label htmlFor={inputId}>
        Elegir una imagen (JPEG, PNG o WebP, de al menos {MIN_PICTURE.width} × {MIN_PICTURE.height} px)
      </label>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept={ACCEPTED_PICTURE_TYPES.join(',')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {problem && <Message severity="error" text={problem} />}
      {upload.error && <Message severity="error" text={upload.error.message} />}
      {remove.error && <Message severity="error" text={remove.error.message} />}
      <div className="admin-form__actions">
        {item.picture && !files && (
          <Button
            type="button"
            label="Volver a la ilustración"
            severity="secondary"
            outlined
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          />
        )}
        <Button type="button" label="Subir imagen" icon="pi pi-upload" disabled={!files} loading={upload.isPending} onClick={send} />
      </div>
    </section>
  );
}
