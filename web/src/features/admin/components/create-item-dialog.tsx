// A new course or planning: its name (its address is made from it), who sells it and its price.
// It starts as a draft that visitors do not see; the editor page opens next.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { createItemSchema } from '../../../../../functions/domain/item-input';
import { fieldErrors } from '../../../../../functions/domain/validation';
import { storeName } from '../../../lib/store-config';
import type { Seller } from '../../../generated/graphql';
import { useCreateItem } from '../api/admin-catalogue';
import { adminItemPath } from '../../../lib/paths';

export function CreateItemDialog({ type, onClose }: { type: 'COURSE' | 'PLANNING'; onClose: () => void }) {
  const [name, setName] = useState('');
  // One item per order, one seller per order: courses are usually the store's, plannings DELFI's.
  const [seller, setSeller] = useState<Seller>(type === 'COURSE' ? 'STORE' : 'DELFI');
  const [price, setPrice] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateItem();
  const navigate = useNavigate();
  const noun = type === 'COURSE' ? 'curso' : 'planificación';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createItemSchema.safeParse({ type, seller, name, price: price ?? 0 });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    create.mutate(checked.data, { onSuccess: (item) => navigate(adminItemPath(item)) });
  };

  return (
    <Dialog
      header={type === 'COURSE' ? 'Nuevo curso' : 'Nueva planificación'}
      visible
      onHide={onClose}
      style={{ width: 'min(32rem, 95vw)' }}
      modal
    >
      <form onSubmit={submit} noValidate className="admin-form">
        <label htmlFor="new-item-name">Nombre</label>
        <InputText
          id="new-item-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          invalid={Boolean(errors['name'])}
          aria-describedby="new-item-name-help"
          autoFocus
        />
        <small id="new-item-name-help" className={errors['name'] ? 'p-error' : undefined}>
          {errors['name'] ?? `La dirección del ${noun} se arma con el nombre y no cambia después.`}
        </small>

        <fieldset className="admin-form__offer">
          <legend>Quién lo vende (cobra con su cuenta de Mercado Pago)</legend>
          <span className="admin-form__checks">
            <span>
              <RadioButton
                inputId="new-item-seller-store"
                name="seller"
                value="STORE"
                checked={seller === 'STORE'}
                onChange={() => setSeller('STORE')}
              />
              <label htmlFor="new-item-seller-store">{storeName()}</label>
            </span>
            <span>
              <RadioButton
                inputId="new-item-seller-delfi"
                name="seller"
                value="DELFI"
                checked={seller === 'DELFI'}
                onChange={() => setSeller('DELFI')}
              />
              <label htmlFor="new-item-seller-delfi">DELFI</label>
            </span>
          </span>
        </fieldset>

        <label htmlFor="new-item-price">Precio (ARS)</label>
        <InputNumber
          inputId="new-item-price"
          value={price}
          onValueChange={(event) => setPrice(event.value ?? null)}
          mode="currency"
          currency="ARS"
          locale="es-AR"
          invalid={Boolean(errors['price'])}
          aria-describedby="new-item-price-error"
        />
        {errors['price'] && (
          <small id="new-item-price-error" className="p-error">
            {errors['price']}
          </small>
        )}
        {create.error && <Message severity="error" text={create.error.message} />}
        <div className="admin-form__actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onClose} disabled={create.isPending} />
          <Button type="submit" label={`Crear ${noun}`} icon="pi pi-plus" loading={create.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
