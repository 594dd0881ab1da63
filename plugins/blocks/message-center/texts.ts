// What the centre's three blocks share: their texts and the name of a category.
import { useT } from '@react/runtime/runtime-provider';
import { messageCenterTexts } from './locales';
import { ANNOUNCEMENT_CATEGORY } from './model';

/** The centre's texts, added when one of its blocks first renders (they load with its code). */
export const MESSAGE_CENTER_LOCALES = { messageCenter: messageCenterTexts };

/** A category's name in the current language: the server's, else ours, else a generic one (never the code). */
export function useCategoryName(): (category: string, serverName?: string) => string {
  const t = useT();
  return (category, serverName = '') => {
    if (serverName) return serverName;
    if (category === ANNOUNCEMENT_CATEGORY) return t('messageCenter.announcements');
    const key = `messageCenter.categoryNames.${category}`;
    const own = t(key);
    return own === key ? t('messageCenter.otherCategory') : own;
  };
}
