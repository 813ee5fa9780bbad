import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegisteredWatch } from '../../api/myWatches';
import { formatDay } from './formatDay';
import { myWatchesMessages as m } from './messages';
import type { PanelView } from './myWatchesTexts';

interface WatchItemProps {
  watch: RegisteredWatch;
  onOpen: (view: PanelView) => void;
  onRemove: () => void;
}

/** One registered watch (spec 2.10): its picture and facts, and the six actions of its item. */
export function WatchItem({ watch, onOpen, onRemove }: WatchItemProps) {
  const intl = useIntl();
  const nameId = useId();
  const [manualMissing, setManualMissing] = useState(false);
  const { product } = watch;
  const described = { 'aria-describedby': nameId };
  return (
    <li className="watch-card" aria-labelledby={nameId} data-watch-id={watch.id}>
      <div className="watch-card__picture">
        <img
          src={product.image.url}
          alt={product.image.alt}
          width={product.image.width}
          height={product.image.height}
        />
      </div>
      <div className="watch-card__body">
        <h2 id={nameId} className="watch-card__name">
          {product.url ? (
            <a href={product.url} target="_blank" rel="noopener">
              {product.name}
            </a>
          ) : (
            product.name
          )}
        </h2>
        <dl className="watch-card__facts">
          <div>
            <dt>
              <FormattedMessage {...m.serial} />
            </dt>
            <dd>{watch.serial}</dd>
          </div>
          {watch.purchased_on ? (
            <div>
              <dt>
                <FormattedMessage {...m.purchased} />
              </dt>
              <dd>{formatDay(intl, watch.purchased_on)}</dd>
            </div>
          ) : (
            <div>
              <dt>
                <FormattedMessage {...m.registered} />
              </dt>
              <dd>{formatDay(intl, watch.registered_at)}</dd>
            </div>
          )}
          <div>
            <dt>
              <FormattedMessage {...m.warrantyEnds} />
            </dt>
            <dd>{formatDay(intl, watch.warranty_ends_on)}</dd>
          </div>
        </dl>
        <div className="watch-card__actions">
          {watch.user_manual_url ? (
            <a
              className="watch-card__action"
              href={watch.user_manual_url}
              target="_blank"
              rel="noopener"
              {...described}
            >
              <FormattedMessage {...m.userManual} />
            </a>
          ) : (
            <button
              type="button"
              className="watch-card__action"
              onClick={() => setManualMissing(true)}
              {...described}
            >
              <FormattedMessage {...m.userManual} />
            </button>
          )}
          <button
            type="button"
            className="watch-card__action"
            onClick={() => onOpen('warranty')}
            {...described}
          >
            <FormattedMessage {...m.warranty} />
          </button>
          <button
            type="button"
            className="watch-card__action"
            onClick={() => onOpen('compatible-straps')}
            {...described}
          >
            <FormattedMessage {...m.compatibleStraps} />
          </button>
          <button
            type="button"
            className="watch-card__action"
            onClick={() => onOpen('services')}
            {...described}
          >
            <FormattedMessage {...m.services} />
          </button>
          <button
            type="button"
            className="watch-card__action watch-card__action--remove"
            onClick={onRemove}
            {...described}
          >
            <FormattedMessage {...m.removeWatch} />
          </button>
        </div>
        <p className="watch-card__notice" role="status">
          {manualMissing ? <FormattedMessage {...m.manualMissing} /> : ''}
        </p>
      </div>
    </li>
  );
}
