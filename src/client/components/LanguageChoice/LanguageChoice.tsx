import { useIntl } from 'react-intl';
import { useListWebsitesQuery } from '../../api/store';
import { useStoreConfig } from '../../lib/store-config';
import { useChooseStore } from '../StoreSwitcher/useChooseStore';
import { languageChoiceMessages } from './messages';
import './LanguageChoice.css';

/** A language's name as its own speakers write it ('Deutsch', 'Français', '日本語'). */
const nativeName = (languageCode: string): string => {
  const name = new Intl.DisplayNames([languageCode], { type: 'language' }).of(languageCode) ?? languageCode;
  return name.charAt(0).toLocaleUpperCase(languageCode) + name.slice(1);
};

/**
 * Beside the store switcher, for a country sold in several languages (Switzerland: de-ch and fr-ch): the other
 * language of the same country in one click, on the same page. Each language names itself, so a shopper who
 * does not read the current one still finds hers; the choice is the store code in the URL, so it holds on every
 * page that follows. Countries with one store show nothing.
 */
export function LanguageChoice() {
  const intl = useIntl();
  const { store_code: storeCode, website_id: websiteId } = useStoreConfig();
  const { data } = useListWebsitesQuery({ storeCode });
  const choose = useChooseStore();
  const stores = data?.websites.find((website) => website.website_id === websiteId)?.stores ?? [];
  if (stores.length < 2) return null;
  return (
    <nav className="language-choice" aria-label={intl.formatMessage(languageChoiceMessages.label)}>
      <ul className="language-choice__list">
        {stores.map((store) => (
          <li key={store.store_code}>
            <a
              className="language-choice__link"
              href={store.url}
              hrefLang={store.locale}
              lang={store.language_code}
              aria-current={store.store_code === storeCode ? 'true' : undefined}
              onClick={choose}
            >
              {/* Named 'DE Deutsch': the visible code first, so the name contains what is seen. */}
              {store.language_code.toUpperCase()}
              <span className="visually-hidden"> {nativeName(store.language_code)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
