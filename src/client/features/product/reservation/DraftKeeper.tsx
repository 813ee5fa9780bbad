import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** Reports a formik form's values as they change, so a parent can keep a draft across steps. */
export function DraftKeeper<V>({ onChange }: { onChange: (values: V) => void }) {
  const { values } = useFormikContext<V>();
  useEffect(() => onChange(values), [values, onChange]);
  return null;
}
