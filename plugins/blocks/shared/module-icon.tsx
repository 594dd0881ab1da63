// The icons of the app's modules by name (`home`, `add`, `list` ...): the icon names of the home settings'
// catalogue and of `config.bottomMenu`. One mapping for the bottom menu (src/app/layout.tsx) and the home
// page's navigation banner; here, below the app, so both can import it.
import type { ComponentType } from 'react';
import { AddCircleOutline, AppOutline, AppstoreOutline, CalendarOutline, MessageOutline, SearchOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';

const icons: ReadonlyMap<string, ComponentType> = new Map<string, ComponentType>([
  ['home', AppOutline],
  ['add', AddCircleOutline],
  ['list', UnorderedListOutline],
  ['message', MessageOutline],
  ['calendar', CalendarOutline],
  ['user', UserOutline],
  ['search', SearchOutline],
]);

/** The icon of a module's icon name; an unknown or missing name draws a generic one. Decorative: label it beside. */
export function ModuleIcon({ name }: { name: string | undefined }) {
  const Icon = (name === undefined ? undefined : icons.get(name)) ?? AppstoreOutline;
  return <Icon />;
}
