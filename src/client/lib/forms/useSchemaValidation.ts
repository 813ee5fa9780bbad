import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import { useCallback, useEffect, useMemo } from 'react';
import type { Schema } from 'yup';

/**
 * Formik's `validate` for a yup schema that comes in a chunk of its own (issue 18): yup and the form's rules are
 * 11-12 kB gzip that the page does not need to paint or hydrate, only to check what the shopper typed. The chunk
 * is asked for as soon as the form is mounted, so it is there by the first blur or keystroke.
 *
 * Validation is Formik's own for a `validationSchema` (`validateYupSchema`: empty strings read as missing, every
 * error at once), so a form reads the same as with the schema given directly. If the chunk cannot be loaded (the
 * network dropped, or a deploy replaced it), the form is sent unchecked rather than stuck: the server validates
 * every field against the contract and the form shows its answer. The next validation asks for the chunk again.
 *
 * `loadSchema` is the form's `import()` of its rules, built with what they need (`useCallback` over the intl
 * object, the store's rules…): a new function builds the schema again.
 */
export function useSchemaValidation<Values extends FormikValues>(
  loadSchema: () => Promise<Schema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  const schema = useMemo(() => {
    let loading: Promise<Schema> | null = null;
    return () =>
      (loading ??= loadSchema().catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  }, [loadSchema]);

  useEffect(() => {
    schema().catch(() => undefined);
  }, [schema]);

  return useCallback(
    async (values: Values) => {
      let rules: Schema;
      try {
        rules = await schema();
      } catch {
        return {};
      }
      try {
        await validateYupSchema(values, rules);
        return {};
      } catch (error) {
        if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
        throw error;
      }
    },
    [schema],
  );
}
