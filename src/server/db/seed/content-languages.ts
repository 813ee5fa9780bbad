import { DEMO_PROMOTIONAL_POPUPS } from '../../../../config/popups';
import type { Queryable } from '../types';
import { homeBlocks } from './content-home';
import { STORIES } from './content-stories';
import { CONTENT_TEXTS, contentLanguageOf, demoPopupText, type ContentTexts } from './content-texts';

export const CONTENT_LANGUAGES_STEP = '029_content_languages';

const EN = CONTENT_TEXTS.en;

/** A language's texts with the hero pictures described in English, as the seed wrote every store's before. */
const withEnglishAlts = (texts: ContentTexts): ContentTexts => {
  const [first, second, third] = texts.home.slides;
  const [en1, en2, en3] = EN.home.slides;
  return {
    ...texts,
    home: {
      ...texts.home,
      slides: [
        { ...first, alt: en1.alt },
        { ...second, alt: en2.alt },
        { ...third, alt: en3.alt },
      ],
    },
  };
};

const heroOf = (storeCode: string, texts: ContentTexts) =>
  homeBlocks(storeCode, texts).find((block) => block.id === 'home-hero')!.data;

/**
 * Issue 13: before this version, the seed wrote the stories' bodies, the hero pictures' descriptions and the
 * promotional popups of every store in English. In an older database this writes them in the store's own
 * language, but only where a text is still exactly as that seed wrote it: what an editor has changed is theirs
 * and stays (as step 019_demo_region_ids does for Kenji's address). A database seeded by this version already
 * has them in its languages, so nothing matches and nothing changes.
 */
export async function translateSeededContent(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ id: number; code: string; language_code: string }>(
    'select id, code, language_code from store order by id',
  );
  const stores = rows
    .filter((store) => contentLanguageOf(store.language_code) !== 'en')
    .map((store) => ({ ...store, texts: CONTENT_TEXTS[contentLanguageOf(store.language_code)] }));

  const stories = stores.flatMap((store) =>
    STORIES.map(({ identifier }) => ({
      store_id: store.id,
      identifier,
      english: EN.stories[identifier].sections,
      sections: store.texts.stories[identifier].sections,
    })),
  );
  const storyRows = await q.query(
    `update content_page_store c set sections = x.sections
       from jsonb_to_recordset($1::jsonb) as x(store_id int, identifier text, english jsonb, sections jsonb),
            content_page p
      where p.id = c.page_id and p.identifier = x.identifier and c.store_id = x.store_id
        and c.sections = x.english`,
    [JSON.stringify(stories)],
  );

  const heroes = stores.map((store) => ({
    store_id: store.id,
    english: heroOf(store.code, withEnglishAlts(store.texts)),
    data: heroOf(store.code, store.texts),
  }));
  const heroRows = await q.query(
    `update content_block b set data = x.data
       from jsonb_to_recordset($1::jsonb) as x(store_id int, english jsonb, data jsonb)
      where b.store_id = x.store_id and b.page = 'home' and b.identifier = 'home-hero' and b.data = x.english`,
    [JSON.stringify(heroes)],
  );

  const popups = stores.flatMap((store) =>
    DEMO_PROMOTIONAL_POPUPS.map((popup) => {
      const text = demoPopupText(store.texts, popup.index);
      return {
        store_id: store.id,
        popup_index: popup.index,
        en_title: popup.title,
        en_content: popup.content,
        en_label: popup.buttonLabel,
        title: text.title,
        content: text.content,
        button_label: popup.buttonLabel === null ? null : text.buttonLabel,
      };
    }),
  );
  const popupRows = await q.query(
    `update promotional_popup p
        set title = x.title, content = x.content, button_label = x.button_label
       from jsonb_to_recordset($1::jsonb) as x(store_id int, popup_index int, en_title text, en_content text,
                                               en_label text, title text, content text, button_label text)
      where p.store_id = x.store_id and p.popup_index = x.popup_index
        and p.title = x.en_title and p.content = x.en_content and p.button_label is not distinct from x.en_label`,
    [JSON.stringify(popups)],
  );
  return storyRows.rowCount + heroRows.rowCount + popupRows.rowCount > 0;
}
