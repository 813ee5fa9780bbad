import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HeadRecordContext, newHeadRecord } from './headRecord';
import { serializeJsonLd } from './jsonLd';
import { useStructuredData } from './useStructuredData';

function Page({ data, also = null }: { data: object | null; also?: object | null }) {
  useStructuredData(data);
  useStructuredData(also);
  return null;
}

const scripts = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"][data-page-structured-data]'));
const parsed = () => scripts().map((script) => JSON.parse(script.textContent ?? '') as unknown);

const CROWN = { '@type': 'Product', name: 'Crown' };
const DIAL = { '@type': 'Product', name: 'Dial' };

describe('JSON-LD text', () => {
  test('a name that tries to close the script stays inside it, as the same JSON value', () => {
    const hostile = { name: '</script><script>alert(1)</script> & <!--' };
    const text = serializeJsonLd(hostile);
    expect(text).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!--"}',
    );
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('structured data in the browser', () => {
  test('one script per object while the page shows it, replaced when the data changes, removed on unmount', () => {
    const { rerender, unmount } = render(<Page data={CROWN} also={DIAL} />);
    expect(parsed()).toEqual([CROWN, DIAL]);
    rerender(<Page data={{ ...CROWN, name: 'Crown II' }} />);
    // The next page shows one object: the old ones are gone, the new one is there once.
    expect(parsed()).toEqual([{ '@type': 'Product', name: 'Crown II' }]);
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  test('the text is set as text: a product name with markup creates no element', () => {
    const { unmount } = render(<Page data={{ name: '</script><img src=x onerror=alert(1)>' }} />);
    expect(document.head.querySelector('img')).toBeNull();
    expect(scripts()[0]?.textContent).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e"}',
    );
    unmount();
  });

  test("the server's script for the same data is adopted on hydration, not written twice", () => {
    const server = document.createElement('script');
    server.type = 'application/ld+json';
    server.setAttribute('data-page-structured-data', '');
    server.textContent = serializeJsonLd(CROWN);
    document.head.appendChild(server);
    const { unmount } = render(<Page data={CROWN} />);
    expect(scripts()).toEqual([server]);
    unmount();
    expect(server.isConnected).toBe(false);
  });
});

test('in a server render, each object is recorded once for the renderer and nothing is written', () => {
  const record = newHeadRecord();
  renderToString(
    <HeadRecordContext.Provider value={record}>
      <Page data={CROWN} also={DIAL} />
      <Page data={CROWN} />
    </HeadRecordContext.Provider>,
  );
  expect(record.structuredData).toEqual([CROWN, DIAL]);
  expect(scripts()).toHaveLength(0);
});
