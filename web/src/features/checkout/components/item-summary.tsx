// What is being bought: picture, name, kind and coach.
import type { CheckoutItemQuery } from '../../../generated/graphql';

type Item = CheckoutItemQuery['getItem'];

export function ItemSummary({ item }: { item: Item }) {
  return (
    <section className="checkout-card checkout-item" aria-labelledby="checkout-item-title">
      <img className="checkout-item__image" src={item.imageSource} alt="" width={160} height={90} />
      <div>
        <p className="checkout-item__type">{item.type === 'COURSE' ? 'Curso' : 'Planificación'}</p>
        <h2 id="checkout-item-title" className="checkout-item__name">
          {item.name}
        </h2>
        <p className="checkout-item__coach">Coach: {item.coachName}</p>
      </div>
    </section>
  );
}
