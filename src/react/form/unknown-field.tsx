import { useT } from '../runtime/runtime-provider';

/** Props of {@link UnknownField}. */
export interface UnknownFieldProps {
  /** The server's `x-component` that has no registered plugin. */
  serverType?: string;
}

/**
 * Stand-in for a field whose type has no registered plugin: a visible,
 * styled notice ("No such component, please register") in place of the
 * control. The rest of the form keeps working.
 */
export function UnknownField({ serverType }: UnknownFieldProps) {
  const t = useT();
  return (
    <div className="sd-unknown-field" role="note" data-testid="unknown-field" data-server-type={serverType || undefined}>
      <span className="sd-unknown-field__icon" aria-hidden="true">
        !
      </span>
      <div className="sd-unknown-field__text">
        <div className="sd-unknown-field__message">{t('form.noSuchComponent')}</div>
        {serverType ? <div className="sd-unknown-field__type">{t('schemaForm.unknownType', { type: serverType })}</div> : null}
      </div>
    </div>
  );
}
