import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { RequestBoundary, useRequest, useT } from '@react';
import { SchemaForm, useFormSession, type SchemaFormHandle, type SchemaFormMode } from '@react/form';
import { createFormPath, errorList, previewModeOf, readCreateForm, withPreviewMode, type CreateFormResponse, type PreviewResult } from './model';
import './form-preview.css';

import type { FormPreviewProps } from './props';

export type { FormPreviewProps } from './props';

/**
 * `/formPreview?workflow=<name>`: the create form of a workflow, rendered with the registered field plugins.
 * `&mode=readOnly` shows the same form read-only (every field's read-pretty display, with the values entered so far).
 */
export default function FormPreview({ workflow: fallback }: FormPreviewProps) {
  const t = useT();
  const [params] = useSearchParams();
  const workflow = (params.get('workflow') ?? fallback ?? '').trim();
  const form = useRequest(
    // The page shows the failure itself, so the request client's toast stays off.
    (signal, runtime) => runtime.request.get<unknown>(runtime.request.path('business', createFormPath(workflow)), { signal, silent: true }).then(readCreateForm),
    [workflow],
    { enabled: workflow !== '' },
  );

  if (!workflow) {
    return (
      <div className="sd-form-preview__notice" role="status" data-testid="form-preview-missing">
        {t('schemaForm.previewMissingWorkflow')}
      </div>
    );
  }
  // Keyed by workflow only: switching to the read-only view (`&mode=readOnly`) keeps the same form and its values.
  return (
    <RequestBoundary request={form} errorTitle={t('schemaForm.previewLoadFailed')} testId="form-preview">
      {(detail) => <PreviewForm key={workflow} workflow={workflow} detail={detail} />}
    </RequestBoundary>
  );
}

function PreviewForm({ workflow, detail }: { workflow: string; detail: CreateFormResponse }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const mode = previewModeOf(params);
  const switchMode = (next: SchemaFormMode) => setParams((current) => withPreviewMode(current, next));
  // The ticket pages' form runtime (compiled rules, local linkage, submit normalisation); no ticket is
  // behind a preview, so no linkage request goes to the server.
  const built = useFormSession({ schema: detail.formDataInfo, values: detail.formData, linkage: false });
  const formRef = useRef<SchemaFormHandle>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<PreviewResult>();
  const [busy, setBusy] = useState(false);

  const run = async (submit: boolean) => {
    if (!built.ok || busy) return;
    setBusy(true);
    try {
      const outcome = await built.session.validate();
      if (!outcome.valid) {
        setResult({ kind: 'invalid', errors: outcome.errors });
        await formRef.current?.scrollToFirstError(outcome.errors);
        return;
      }
      setResult(submit ? { kind: 'submitted', values: built.session.getSubmitValues() } : { kind: 'valid' });
      requestAnimationFrame(() => {
        const panel = resultRef.current;
        if (panel && typeof panel.scrollIntoView === 'function') panel.scrollIntoView({ block: 'nearest' });
      });
    } finally {
      setBusy(false);
    }
  };

  const fieldCount = built.ok ? built.controller.interpreted.entries.filter((entry) => !entry.container).length : 0;
  return (
    <div className="sd-form-preview" data-testid="form-preview" data-workflow={workflow}>
      {built.ok ? (
        <div className="sd-form-preview__head">
          <code>{workflow}</code>
          <span>{t('schemaForm.previewFieldCount', { count: fieldCount })}</span>
        </div>
      ) : null}
      <SchemaForm ref={formRef} controller={built} mode={mode} />
      {built.ok && mode === 'readOnly' ? (
        <div className="sd-form-preview__actions">
          <Button block color="primary" onClick={() => switchMode('edit')} data-testid="form-preview-edit">
            {t('schemaForm.previewEdit')}
          </Button>
        </div>
      ) : built.ok ? (
        <>
          {result ? <ResultPanel result={result} panelRef={resultRef} /> : null}
          <div className="sd-form-preview__actions">
            <Button block onClick={() => void run(false)} disabled={busy} data-testid="form-preview-validate">
              {t('schemaForm.previewValidate')}
            </Button>
            <Button block onClick={() => switchMode('readOnly')} disabled={busy} data-testid="form-preview-read-only">
              {t('schemaForm.previewReadOnly')}
            </Button>
            <Button block color="primary" onClick={() => void run(true)} loading={busy} data-testid="form-preview-submit">
              {t('schemaForm.previewSubmit')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

function ResultPanel({ result, panelRef }: { result: PreviewResult; panelRef: React.Ref<HTMLDivElement> }) {
  const t = useT();
  if (result.kind === 'invalid') {
    const list = errorList(result.errors);
    return (
      <div ref={panelRef} className="sd-form-preview__result sd-form-preview__result--invalid" role="status" data-testid="form-preview-result" data-kind="invalid">
        <div className="sd-form-preview__result-title">{t('schemaForm.previewInvalid', { count: list.length })}</div>
        <ul>
          {list.map(([path, message]) => (
            <li key={path}>
              <code>{path}</code> {message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div ref={panelRef} className="sd-form-preview__result" role="status" data-testid="form-preview-result" data-kind={result.kind}>
      <div className="sd-form-preview__result-title">{t('schemaForm.previewValid')}</div>
      {result.kind === 'submitted' ? (
        <>
          <div className="sd-form-preview__result-label">{t('schemaForm.previewResult')}</div>
          <pre data-testid="form-preview-values">{JSON.stringify(result.values, null, 2)}</pre>
        </>
      ) : null}
    </div>
  );
}
