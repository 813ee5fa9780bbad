import { screen, waitFor } from '@testing-library/react';
import { renderApp, structuredDataInHead } from '../../test-utils';

const ORIGIN = window.location.origin;

test("a boutique page's head describes the boutique as a Store: address, phone, map and week", async () => {
  renderApp('/en-int/storelocator/geneva');
  await screen.findByRole('heading', { level: 1, name: 'Maison Aurèle Geneva' });
  await waitFor(() => expect(structuredDataInHead()).toHaveLength(1));
  expect(structuredDataInHead()).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Maison Aurèle Geneva',
      url: `${ORIGIN}/en-int/storelocator/geneva`,
      telephone: '+41 22 310 18 87',
      email: 'geneva@maison-aurele.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rue du Rhône 62',
        postalCode: '1204',
        addressLocality: 'Geneva',
        addressCountry: 'CH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 46.20301, longitude: 6.14902 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '10:00',
          closes: '18:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '10:00',
          closes: '12:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '14:00',
          closes: '17:00',
        },
      ],
    },
  ]);
});
