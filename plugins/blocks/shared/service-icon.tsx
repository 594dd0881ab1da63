// The icons of the service catalogue by the server's icon name (`laptop`, `key` …: a catalogue's or a service's
// `icon`, issue 17 item 6), beside ModuleIcon (the app's modules). An unknown name is the server's data error:
// logged once per runtime and name, and drawn as a neutral icon.
import { useEffect, type ComponentType } from 'react';
import {
  AppstoreOutline,
  ContentOutline,
  ExclamationCircleOutline,
  FolderOutline,
  GlobalOutline,
  KeyOutline,
  LoopOutline,
  MailOutline,
  ReceiptOutline,
} from 'antd-mobile-icons';
import { useRuntime } from '@react/runtime/runtime-provider';
import './service-icon.css';

const icons: ReadonlyMap<string, ComponentType> = new Map<string, ComponentType>([
  ['laptop', ContentOutline],
  ['key', KeyOutline],
  ['printer', ReceiptOutline],
  ['network', GlobalOutline],
  ['mail', MailOutline],
  ['database', FolderOutline],
  ['change', LoopOutline],
  ['problem', ExclamationCircleOutline],
]);

/** The service icon names the client knows. */
export const serviceIconNames: readonly string[] = [...icons.keys()];

/** Whether `name` is a known service icon (an empty name is no icon, not an unknown one). */
export function isServiceIcon(name: string): boolean {
  return icons.has(name);
}

// Per runtime (no module-level state shared by tests or apps): the unknown names already logged.
const reported = new WeakMap<object, Set<string>>();

/** A catalogue's or service's icon; unknown names log `console.error` once and draw the neutral icon. Decorative. */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const runtime = useRuntime();
  const known = icons.get(name);
  useEffect(() => {
    if (known || !name) return;
    let names = reported.get(runtime);
    if (!names) reported.set(runtime, (names = new Set()));
    if (names.has(name)) return;
    names.add(name);
    console.error(`Unknown service icon "${name}": drawn as the neutral icon.`);
  }, [runtime, name, known]);
  const Icon = known ?? AppstoreOutline;
  return (
    <span className={className ? `sd-icon-badge sd-service-icon ${className}` : 'sd-icon-badge sd-service-icon'} aria-hidden="true" data-icon={known ? name : 'neutral'}>
      <Icon />
    </span>
  );
}
