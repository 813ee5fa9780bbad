import { useId, useState } from 'react';
import type { RegisteredWatch } from '../../api/myWatches';
import { formatDay } from './formatDay';
import { MY_WATCHES_TEXTS as TEXTS, type PanelView } from './myWatchesTexts';

interface WatchItemProps {
  watch: RegisteredWatch;
  locale: string;
  onOpen: (view: PanelView) => void;
  onRemove: () => void;
}

/** One registered watch (spec 2.10): its picture and facts, and the six actions of its item. */
export function WatchItem({ watch, locale, onOpen, onRemove }: WatchItemProps) {
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
            <dt>{TEXTS.serial}</dt>
            <dd>{watch.serial}</dd>
          </div>
          {watch.purchased_on ? (
            <div>
              <dt>{TEXTS.purchased}</dt>
              <dd>{formatDay(watch.purchased_on, locale)}</dd>
            </div>
          ) : (
            <div>
              <dt>{TEXTS.registered}</dt>
              <dd>{formatDay(watch.registered_at, locale)}</dd>
            </div>
          )}
          <div>
            <dt>{TEXTS.warrantyEnds}</dt>
            <dd>{formatDay(watch.warranty_ends_on, locale)}</dd>
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
              {TEXTS.userManual}
            </a>
          ) : (
            <button
              type="button"
              className="watch-card__action"
              onClick={() => setManualMissing(true)}
              {...described}
            >
              {TEXTS.userManual}
            </button>
          )}
          <button
            type="button"
            className="watch-card__action"
            onClick={() => onOpen('warranty')}
            {...described}
          >
            {TEXTS.warranty}
          </button>
          <button
            type="button"
            className="watch-card__action"
            onClick={() => onOpen('compatible-straps')}
            {...described}
          >
            {TEXTS.compatibleStraps}
          </button>
          <button
            type="button"
            className="watch-card__action"
            onClick={() => onOpen('services')}
            {...described}
          >
            {TEXTS.services}
          </button>
          <button
            type="button"
            className="watch-card__action watch-card__action--remove"
            onClick={onRemove}
            {...described}
          >
            {TEXTS.removeWatch}
          </button>
        </div>
        <p className="watch-card__notice" role="status">
          {manualMissing ? TEXTS.manualMissing : ''}
        </p>
      </div>
    </li>
  );
}
