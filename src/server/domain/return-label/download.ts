import type { Queryable } from '../../db/types';
import { labelFilename } from './label-mail';
import { hashReturnToken } from './tokens';

export interface LabelFile {
  filename: string;
  pdf: Uint8Array;
}

/** The label whose link carries `token`; null for any other token (nothing tells a wrong one from an old one). */
export async function findLabelByToken(q: Queryable, token: string): Promise<LabelFile | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const { rows } = await q.query<{ increment_id: string; tracking_number: string; pdf: Uint8Array }>(
    `select o.increment_id, l.tracking_number, l.pdf
       from return_label l join sales_order o on o.id = l.order_id
      where l.download_hash = $1`,
    [hashReturnToken(token)],
  );
  const r = rows[0];
  return r
    ? { filename: labelFilename(r.increment_id, r.tracking_number), pdf: new Uint8Array(r.pdf) }
    : null;
}
