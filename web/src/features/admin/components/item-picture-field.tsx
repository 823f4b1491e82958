// The item's picture: choose a photo, place the card's 16:9 frame on it (drag or arrow keys; the
// middle until moved) and see the card as it will look, upload it (every size is cut and encoded
// here, in the browser, around the chosen point), or go back to the illustration.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { PICTURE_VARIANTS } from '../../../../../functions/domain/item-picture';
import { ItemImage } from '../../../components/item-image';
import { useRemoveItemPicture, useUploadItemPicture, type AdminItemDetail } from '../api/admin-catalogue';
import { PHOTO_CENTRE, type CropFocus } from '../lib/picture-crop';
import { ACCEPTED_PICTURE_TYPES, MIN_PICTURE, PictureError, makePictureFiles, openPictureForCropping } from '../lib/picture-variants';
import { CroppedPreview, PictureCropFrame, type ChosenPhoto } from './picture-crop-frame';

/** The cards' ratio, from the server's own list of sizes. */
const CARD_RATIO = (() => {
  const card = PICTURE_VARIANTS.find((variant) => variant.name === '800.jpg');
  return card ? card.width / card.height : 16 / 9;
})();

const problemOf = (error: unknown) => (error instanceof PictureError ? error.message : 'No pudimos preparar la imagen. Probá con otra.');

export function ItemPictureField({ item }: { item: AdminItemDetail }) {
  const inputId = useId();
  const [chosen, setChosen] = useState<(ChosenPhoto & { file: File }) | null>(null);
  const [focus, setFocus] = useState<CropFocus>(PHOTO_CENTRE);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadItemPicture(item.id);
  const remove = useRemoveItemPicture(item.id);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setChosen(null);
    setFocus(PHOTO_CENTRE);
    upload.reset();
    if (!file) return;
    try {
      setChosen({ file, ...(await openPictureForCropping(file)) });
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const send = async () => {
    if (!chosen) return;
    setProblem(null);
    setPreparing(true);
    let files;
    try {
      files = await makePictureFiles(chosen.file, focus);
    } catch (error) {
      setProblem(problemOf(error));
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(files, {
      onSuccess: () => {
        setChosen(null);
        setInputKey((key) => key + 1);
      },
    });
  };

  return (
    <section className="item-picture-field" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Imagen</h2>
      {chosen ? (
        <div className="item-picture-field__current">
          <PictureCropFrame photo={chosen} ratio={CARD_RATIO} focus={focus} onFocusChange={setFocus} />
          <CroppedPreview photo={chosen} ratio={CARD_RATIO} focus={focus} />
          <p>Así se va a ver en las tarjetas (16:9). Al compartir el link se usa el mismo punto, en 1200 × 630.</p>
        </div>
      ) : (
        <div className="item-picture-field__current">
          <ItemImage
            imageSource={item.imageSource}
            picture={item.picture}
            sizes="320px"
            width={320}
            height={180}
            alt={`Imagen actual de «${item.name}»`}
            data-testid="item-picture"
          />
          <p>
            {item.picture
              ? 'Imagen subida. También se usa, en 1200 × 630, al compartir el link.'
              : 'Sin imagen propia: se muestra la ilustración.'}
          </p>
        </div>
      )}
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
        {item.picture && !chosen && (
          <Button
            type="button"
            label="Volver a la ilustración"
            severity="secondary"
            outlined
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          />
        )}
        <Button
          type="button"
          label="Subir imagen"
          icon="pi pi-upload"
          disabled={!chosen}
          loading={preparing || upload.isPending}
          onClick={() => void send()}
        />
      </div>
    </section>
  );
}
