/** A form's fields as the browser serializes them (urlencoded), leaving out the unset ones. */
export function urlencodedFormBody(fields: object): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.set(name, String(value));
  }
  return body;
}
