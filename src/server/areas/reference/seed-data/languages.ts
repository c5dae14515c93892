/**
 * The 51 course languages the business sells, plus 'All Access' (id 52). Ids are stable: other
 * tables (products, entitlements, vouchers) refer to them. Add new languages at the end.
 */
export interface LanguageSeed {
  id: number;
  name: string;
  code: string;
  isAllAccess: boolean;
}

const COURSE_LANGUAGES: [id: number, name: string, code: string][] = [
  [1, 'Albanian', 'sq'],
  [2, 'Arabic', 'ar'],
  [3, 'Armenian', 'hy'],
  [4, 'Bengali', 'bn'],
  [5, 'Bulgarian', 'bg'],
  [6, 'Chinese (Cantonese)', 'yue'],
  [7, 'Chinese (Mandarin)', 'zh'],
  [8, 'Croatian', 'hr'],
  [9, 'Czech', 'cs'],
  [10, 'Danish', 'da'],
  [11, 'Dutch', 'nl'],
  [12, 'English (American)', 'en-US'],
  [13, 'English (British)', 'en-GB'],
  [14, 'Finnish', 'fi'],
  [15, 'French', 'fr'],
  [16, 'German', 'de'],
  [17, 'Greek', 'el'],
  [18, 'Haitian Creole', 'ht'],
  [19, 'Hebrew', 'he'],
  [20, 'Hindi', 'hi'],
  [21, 'Hungarian', 'hu'],
  [22, 'Icelandic', 'is'],
  [23, 'Indonesian', 'id'],
  [24, 'Irish', 'ga'],
  [25, 'Italian', 'it'],
  [26, 'Japanese', 'ja'],
  [27, 'Korean', 'ko'],
  [28, 'Latin', 'la'],
  [29, 'Lithuanian', 'lt'],
  [30, 'Malay', 'ms'],
  [31, 'Norwegian', 'no'],
  [32, 'Ojibwe', 'oj'],
  [33, 'Pashto', 'ps'],
  [34, 'Persian (Farsi)', 'fa'],
  [35, 'Polish', 'pl'],
  [36, 'Portuguese (Brazil)', 'pt-BR'],
  [37, 'Portuguese (Portugal)', 'pt-PT'],
  [38, 'Punjabi', 'pa'],
  [39, 'Romanian', 'ro'],
  [40, 'Russian', 'ru'],
  [41, 'Spanish (Latin America)', 'es-419'],
  [42, 'Spanish (Spain)', 'es-ES'],
  [43, 'Swahili', 'sw'],
  [44, 'Swedish', 'sv'],
  [45, 'Tagalog (Filipino)', 'tl'],
  [46, 'Thai', 'th'],
  [47, 'Turkish', 'tr'],
  [48, 'Ukrainian', 'uk'],
  [49, 'Urdu', 'ur'],
  [50, 'Vietnamese', 'vi'],
  [51, 'Welsh', 'cy'],
];

export const ALL_ACCESS_LANGUAGE_ID = 52;

export const LANGUAGES: LanguageSeed[] = [
  ...COURSE_LANGUAGES.map(([id, name, code]) => ({ id, name, code, isAllAccess: false })),
  { id: ALL_ACCESS_LANGUAGE_ID, name: 'All Access', code: 'all-access', isAllAccess: true },
];
