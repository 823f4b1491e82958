// A course or planning in a list: image, kind, name (the link to its page), coach, seller,
// summary and price. The whole card is clickable through the name's link (see .item-card__link).
// A planning sold by the month says so (issue 39, decision 161): only by the month, "$ X por mes"
// instead of the one-off price it cannot be bought at; both ways, the one-off price and
// "o $ X por mes" under it.
import { Link } from 'react-router';
import { storeName } from '../../../lib/store-config';
import type { CatalogueItem } from '../api/list-items';
import { sellerDisplayName } from '../seller';
import { ItemImage } from '../../../components/item-image';
import { ItemPrice } from './item-price';
import { itemPath } from '../../../lib/paths';
import { formatPerMonth } from '../../../lib/format';

/**
 * `eager`: the card is above the fold, its picture loads at once and is painted with the page.
 * `first`: the first of them, the page's largest picture on a phone (its LCP): fetched first.
 */
export function ItemCard({
  item,
  eager = false,
  first = false,
  now,
}: {
  item: CatalogueItem;
  eager?: boolean;
  first?: boolean;
  now?: Date;
}) {
  const kind = item.type === 'COURSE' ? 'Curso' : 'Planificación';
  return (
    <article className="item-card" data-item-id={item.id}>
      <ItemImage
        className="item-card__image"
        imageSource={item.imageSource}
        picture={item.picture}
        sizes="(min-width: 1100px) 360px, (min-width: 640px) 50vw, 100vw"
        width={800}
        height={450}
        {...(eager ? { loading: 'eager', ...(first ? { fetchPriority: 'high' } : {}) } : { loading: 'lazy', decoding: 'async' })}
      />
      <div className="item-card__body">
        <p className="item-card__kind">
          {kind}
          {item.level ? <span className="item-card__level"> · {item.level}</span> : null}
        </p>
        <h3 className="item-card__name">
          <Link className="item-card__link" to={itemPath(item)}>
            {item.name}
          </Link>
        </h3>
        <p className="item-card__summary">{item.summary}</p>
        <dl className="item-card__facts">
          <div>
            <dt>Coach</dt>
            <dd>{item.coachName}</dd>
          </div>
          <div>
            <dt>Vende</dt>
            <dd>{sellerDisplayName(item.seller, storeName())}</dd>
          </div>
        </dl>
        <CardPrice item={item} {...(now ? { now } : {})} />
      </div>
    </article>
  );
}

function CardPrice({ item, now }: { item: CatalogueItem; now?: Date }) {
  const monthly = item.monthlyOffer;
  if (monthly?.sale === 'MONTHLY') {
    return (
      <div className="item-price item-price--card" data-testid="item-price">
        <span className="item-price__current">{formatPerMonth(monthly.monthlyPrice)}</span>
      </div>
    );
  }
  return (
    <>
      <ItemPrice item={item} {...(now ? { now } : {})} />
      {monthly ? (
        <p className="item-card__monthly" data-testid="item-monthly-price">
          o {formatPerMonth(monthly.monthlyPrice)}
        </p>
      ) : null}
    </>
  );
}
