// Proves that a restart keeps the data: a customer signs in over HTTP, the server is stopped and started again
// on the same DATA_DIR, and the same session cookie is still signed in.
const jar = new Map();

async function call(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return res;
}

export async function signIn(baseUrl, email, password) {
  await call(`${baseUrl}/en-int/customer/section/load?sections=customer`);
  const res = await call(`${baseUrl}/en-int/customer/ajax/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, form_key: jar.get('form_key') }),
  });
  const body = await res.json();
  if (body.errors !== false) throw new Error(`Sign-in before the restart failed: ${JSON.stringify(body)}`);
}

export async function isStillSignedIn(baseUrl) {
  const res = await call(`${baseUrl}/en-int/customer/section/load?sections=customer`);
  const body = await res.json();
  return body.customer?.is_logged_in === true && body.customer.firstname;
}
