import type { ComponentType } from 'react';
import { connect, mapProps, mapReadPretty, type IStateMapper, type JSXComponent } from '@formily/react';
import type { FieldComponent } from './types';

/** Options of {@link connectField}. */
export interface ConnectFieldOptions<P> {
  /**
   * Field state → component props, Formily style: an object renames state keys
   * (`{ dataSource: 'options', required: true }`), a function returns new props.
   * Runs inside an observer, so the component re-renders when what it reads changes.
   */
  mapProps?: IStateMapper<P> | ReadonlyArray<IStateMapper<P>>;
  /**
   * Component shown while the field is read-pretty (Formily `mapReadPretty`), also used by the
   * renderer when the definition has no `readPretty` of its own.
   */
  readPretty?: FieldComponent;
  /** Extra props of `readPretty`. */
  readPrettyProps?: Record<string, unknown>;
}

/**
 * Binds an antd-mobile (or any) component to the Formily field the renderer
 * provides through `FieldContext`: our replacement for a formily/antd-mobile
 * package, built on `connect` / `mapProps` / `mapReadPretty` of @formily/react.
 *
 * @example
 * const TextInput = connectField(Input, { mapProps: { readOnly: 'readOnly' }, readPretty: TextPreview });
 * export const inputField = defineFieldType({ type: 'INPUT', valueKind: 'single', component: TextInput });
 */
export function connectField<P extends object>(component: ComponentType<P>, options: ConnectFieldOptions<P> = {}): ComponentType<Partial<P>> {
  const mappers: Array<(target: JSXComponent) => JSXComponent> = [];
  if (options.mapProps) {
    const list = (Array.isArray(options.mapProps) ? options.mapProps : [options.mapProps]) as IStateMapper<P>[];
    mappers.push(mapProps(...(list as IStateMapper<Record<string, unknown>>[])) as (target: JSXComponent) => JSXComponent);
  }
  if (options.readPretty) {
    mappers.push(mapReadPretty(options.readPretty as JSXComponent, options.readPrettyProps) as (target: JSXComponent) => JSXComponent);
  }
  const connected = connect(component as JSXComponent, ...mappers);
  if (options.readPretty) Object.defineProperty(connected, READ_PRETTY, { value: options.readPretty });
  return connected as unknown as ComponentType<Partial<P>>;
}

// The renderer shows read-only fields without rendering the edit component, so the read-pretty
// component of `connectField` also travels on the connected component itself.
const READ_PRETTY = Symbol.for('schemadesk.readPretty');

/** The read-pretty component given to `connectField` for this component, if any. */
export function readPrettyOf(component: unknown): FieldComponent | undefined {
  if ((typeof component !== 'function' && typeof component !== 'object') || component === null) return undefined;
  return (component as { [READ_PRETTY]?: FieldComponent })[READ_PRETTY];
}

export { mapProps, mapReadPretty };
