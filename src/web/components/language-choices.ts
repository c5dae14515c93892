import type { Language } from '../../shared/contracts/reference';

/** What an Advanced Search's Language select offers: the languages, loading or not. */
export interface LanguageSearchChoices {
  languages: Language[];
  languagesLoading: boolean;
}

/**
 * A list's languages (its languages query): the Advanced Search's choices, and a language's name for
 * the filter tag (undefined until loaded: the tag says '#id').
 */
export function languageChoices(query: { data?: { content: Language[] }; isLoading: boolean }) {
  const languages = query.data?.content ?? [];
  const search: LanguageSearchChoices = { languages, languagesLoading: query.isLoading };
  return {
    languages,
    loading: query.isLoading,
    search,
    nameOf: (id: number) => languages.find((l) => l.id === id)?.name,
  };
}
