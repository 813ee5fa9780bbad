import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useListPromotionalPopupsQuery, type PromotionalPopup } from '../../../api/popups';
import { useStoreConfig } from '../../../lib/store-config';
import { sameSitePath } from '../../../lib/safe-redirect';
import { promoNewsletterSubscribe, promoPopupClicked, promoPopupClosed, promoPopupViewed } from '../events';
import { storeNavigation } from '../storeNavigation';
import { PROMO_NAVIGATION_DELAY_MS } from '../timings';
import { useIsClient } from '../useIsClient';
import { useScheduledPopup } from '../useScheduledPopup';
import { isPromoClicked, markPromoClicked } from './clickedCookie';
import { PromoPopup } from './PromoPopup';

/**
 * Spec 4 "Promotional popups": each of the store's popups shows `timer` seconds after the page loads unless
 * its `{index}-clicked` cookie is '1', one at a time. Mounted once in the store layout, which outlives the
 * popups: the button's delayed navigation runs from here.
 */
export function PromotionalPopups() {
  const { store_code: storeCode } = useStoreConfig();
  const navigate = useNavigate();
  // Nothing on the server's render: the popups and their cookies are the browser's.
  const isClient = useIsClient();
  const { data } = useListPromotionalPopupsQuery({ storeCode }, { skip: !isClient });
  const goLater = useCallback(
    (url: string, newTab: boolean) => {
      window.setTimeout(() => {
        const path = sameSitePath(url);
        if (newTab) {
          const opened = window.open(url, '_blank');
          if (opened) opened.opener = null;
          else storeNavigation.assign(url);
        } else if (path) navigate(path);
        else storeNavigation.assign(url);
      }, PROMO_NAVIGATION_DELAY_MS);
    },
    [navigate],
  );
  return (
    <>
      {data?.popups.map((popup) => (
        <ScheduledPromo key={popup.index} popup={popup} goLater={goLater} />
      ))}
    </>
  );
}

function ScheduledPromo({
  popup,
  goLater,
}: {
  popup: PromotionalPopup;
  goLater: (url: string, newTab: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const [clicked] = useState(() => isPromoClicked(popup.index));
  const { visible, hide } = useScheduledPopup(`promo-${popup.index}`, popup.timer * 1000, !clicked);
  const fields = { index: popup.index, position: popup.position };
  useEffect(() => {
    if (visible) dispatch(promoPopupViewed({ index: popup.index, position: popup.position }));
  }, [dispatch, visible, popup.index, popup.position]);
  if (!visible) return null;
  const close = () => {
    markPromoClicked(popup.index);
    dispatch(promoPopupClosed(fields));
    hide();
  };
  const follow = () => {
    if (popup.button_type === 'none' || !popup.button_url) return;
    markPromoClicked(popup.index);
    if (popup.button_type === 'newsletter_scroll') dispatch(promoNewsletterSubscribe({ index: popup.index }));
    dispatch(promoPopupClicked({ ...fields, buttonType: popup.button_type }));
    hide();
    goLater(popup.button_url, popup.button_new_tab);
  };
  return <PromoPopup popup={popup} onClose={close} onButton={follow} />;
}
