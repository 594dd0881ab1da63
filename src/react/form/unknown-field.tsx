import { createContext, useContext, useEffect } from 'react';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useRuntime, useT } from '../runtime/runtime-provider';
import './unknown-field.css';

/** Props of {@link UnknownField}. */
export interface UnknownFieldProps {
  /** The server's `x-component` that has no registered plugin. */
  serverType?: string;
}

/**
 * Whether developer notices show ("No such component, please register" and the server type). Unset (the
 * default): only in development builds, i.e. when the bundler did not replace `process.env.NODE_ENV` by
 * `'production'` (the app's rollup build does; `storybook dev` and vitest do not). Storybook's static build
 * is a production build, so its decorator provides `true`.
 */
export const DeveloperNotices = createContext<boolean | undefined>(undefined);

/** Whether this is a development build (read at call time, so tests can stub `NODE_ENV`). */
export function isDevelopmentBuild(): boolean {
  return process.env.NODE_ENV !== 'production';
}

/** Whether developer notices show here: the {@link DeveloperNotices} context, else {@link isDevelopmentBuild}. */
export function useDeveloperNotices(): boolean {
  return useContext(DeveloperNotices) ?? isDevelopmentBuild();
}

// The types already named in the console, per runtime: one warning per type, not one per cell or render.
const warned = new WeakMap<object, Set<string>>();

function warnOnce(runtime: object, type: string): void {
  let seen = warned.get(runtime);
  if (!seen) warned.set(runtime, (seen = new Set()));
  if (seen.has(type)) return;
  seen.add(type);
  // A warning, not an error: the form goes on working without the field.
  console.warn(`[schemadesk] No field plugin is registered for the type "${type}" (x-component); the field is shown as a placeholder.`);
}

/**
 * Stand-in for a field whose type has no registered plugin; the rest of the form keeps working. End users
 * see a neutral, translated notice ("This field cannot be shown in this app"); development builds and
 * Storybook show the developer notice ("No such component, please register") with the server type. The
 * browser console names the type once per type in every build.
 */
export function UnknownField({ serverType }: UnknownFieldProps) {
  const t = useT();
  const runtime = useRuntime();
  const developer = useDeveloperNotices();
  const type = serverType || '';
  useEffect(() => {
    warnOnce(runtime, type || '(none)');
  }, [runtime, type]);

  if (!developer) {
    return (
      <div className="sd-unknown-field sd-unknown-field--neutral" role="note" data-testid="unknown-field" data-server-type={type || undefined}>
        <InformationCircleOutline className="sd-unknown-field__glyph" aria-hidden="true" />
        <div className="sd-unknown-field__text">{t('form.fieldUnavailable')}</div>
      </div>
    );
  }
  return (
    <div className="sd-unknown-field" role="note" data-testid="unknown-field" data-server-type={type || undefined}>
      <span className="sd-unknown-field__icon" aria-hidden="true">
        !
      </span>
      <div className="sd-unknown-field__text">
        <div className="sd-unknown-field__message">{t('form.noSuchComponent')}</div>
        {type ? <div className="sd-unknown-field__type">{t('schemaForm.unknownType', { type })}</div> : null}
      </div>
    </div>
  );
}
