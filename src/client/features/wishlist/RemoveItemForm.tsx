import { forwardRef, useImperativeHandle, useRef } from 'react';
import { storePaths } from '../../../common/store-paths';

export interface RemoveItemFormHandle {
  /** Posts `item` and `form_key` the way Magento's `wishlist/index/remove` expects: a real form post. */
  submit: (itemId: number, formKey: string) => void;
}

/**
 * The hidden form that removes an item (spec 7: a form POST with `item` and `form_key`). The server answers
 * 303 to the wishlist page, which loads again with the item gone.
 */
export const RemoveItemForm = forwardRef<RemoveItemFormHandle, { storeCode: string }>(function RemoveItemForm(
  { storeCode },
  ref,
) {
  const form = useRef<HTMLFormElement>(null);
  const item = useRef<HTMLInputElement>(null);
  const formKey = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    submit: (itemId, key) => {
      if (!form.current || !item.current || !formKey.current) return;
      item.current.value = String(itemId);
      formKey.current.value = key;
      form.current.submit();
    },
  }));
  return (
    <form ref={form} method="post" action={storePaths.wishlistRemove(storeCode)} hidden>
      <input ref={item} type="hidden" name="item" defaultValue="" />
      <input ref={formKey} type="hidden" name="form_key" defaultValue="" />
    </form>
  );
});
