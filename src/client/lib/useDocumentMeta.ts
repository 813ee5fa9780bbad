import { useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets the tab title and the meta description of the page being shown. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    descriptionTag().content = description;
  }, [title, description]);
}
