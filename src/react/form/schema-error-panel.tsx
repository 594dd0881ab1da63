import type { FormSchemaError } from '../../core/form/interpreter/errors';
import { describeFormSchemaError } from '../../core/form/interpreter/interpret';
import { useT } from '../runtime/runtime-provider';

/** Props of {@link SchemaErrorPanel}. */
export interface SchemaErrorPanelProps {
  error: FormSchemaError;
  /** Issues listed one by one. @default 10 */
  maxIssues?: number;
}

/**
 * What a malformed form schema shows instead of the form: a clear message
 * and every JSON path that is wrong, never a blank page.
 */
export function SchemaErrorPanel({ error, maxIssues = 10 }: SchemaErrorPanelProps) {
  const t = useT();
  const shown = error.issues.slice(0, maxIssues);
  const more = error.issues.length - shown.length;
  return (
    <div className="sd-schema-error" role="alert" data-testid="schema-error" data-path={error.path}>
      <div className="sd-schema-error__title">{t('schemaForm.schemaErrorTitle')}</div>
      <div className="sd-schema-error__message">{describeFormSchemaError(error, t)}</div>
      <table className="sd-schema-error__issues">
        <thead>
          <tr>
            <th scope="col">{t('schemaForm.issuePath')}</th>
            <th scope="col">{t('schemaForm.issueMessage')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((issue, i) => (
            <tr key={`${issue.path}-${i}`}>
              <td>
                <code>{issue.path}</code>
              </td>
              <td>{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 ? <div className="sd-schema-error__more">{t('schemaForm.moreIssues', { count: more })}</div> : null}
      <div className="sd-schema-error__hint">{t('schemaForm.schemaErrorHint')}</div>
    </div>
  );
}
