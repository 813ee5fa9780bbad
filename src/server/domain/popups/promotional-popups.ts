import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';

type PromotionalPopupList = components['schemas']['PromotionalPopupList'];
type PromotionalPopup = components['schemas']['PromotionalPopup'];

interface PopupRow {
  popup_index: number;
  timer_s: number;
  position: PromotionalPopup['position'];
  title: string;
  content: string;
  button_type: PromotionalPopup['button_type'];
  button_label: string | null;
  button_new_tab: boolean;
  button_url: string | null;
}

/** The store's active promotional popups (spec 3 "Popup configuration"), in the order the shop gave them. */
export async function promotionalPopups(db: Queryable, storeId: number): Promise<PromotionalPopupList> {
  const { rows } = await db.query<PopupRow>(
    `select popup_index, timer_s, position, title, content, button_type, button_label, button_new_tab, button_url
       from promotional_popup where store_id = $1 and is_active order by sort_order, popup_index`,
    [storeId],
  );
  return {
    popups: rows.map((row) => ({
      index: row.popup_index,
      timer: row.timer_s,
      position: row.position,
      title: row.title,
      content: row.content,
      button_type: row.button_type,
      button_label: row.button_label,
      button_new_tab: row.button_new_tab,
      button_url: row.button_url,
    })),
  };
}
