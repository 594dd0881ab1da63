import { forwardRef, lazy, Suspense, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from 'antd-mobile';
import { RequestBoundary, RuntimeProvider, toRequestError, useRequest, useRuntime, useT } from '@react';
import { useDialogTitleId } from '@react/a11y/dialog-focus';
import { CiSheet } from './ci-sheet';
import { SchemaForm, submitFormValues, useFormSession, type SchemaFormHandle } from '@react/form';
import { TabStrip, tabPanelProps } from '@react/tabs';
import { cmdbFormRuntime } from './cmdb-options';
import { RelationEditor } from './relation-editor';
import { ciFormSchema, ciFormValues, cmdbPaths, outgoingRelations, readCiAttr, readCiSummary, saveRelationsBody, splitFormValues, type CiPermissions, type CiSummary, type RelationChoice, type TabScope } from './model';

// The topology sub-tab's code (and the graph library it imports lazily) loads when the sub-tab first opens.
const TopologyView = lazy(() => import('./topology-view'));

export type DrawerMode = 'ADD' | 'UPDATE' | 'DETAIL';

/** What the drawer shows: a new CI of a model, or an existing CI to edit or view. */
export interface DrawerTarget {
  mode: DrawerMode;
  modelId: string;
  ciId?: string;
  /** The CI's name (the model's name when adding), for the title. */
  ciName?: string;
}

type SubTab = 'form' | 'topology';

export interface CiDrawerProps {
  target: DrawerTarget;
  scope: TabScope;
  perms: CiPermissions;
  onClose(): void;
  /** DETAIL → UPDATE (offered with edit_config only). */
  onEdit(): void;
  /** A node of the topology (or a relation) was chosen: its DETAIL. */
  onOpenCi(ci: Pick<CiSummary, 'ciId' | 'ciName' | 'modelId'>): void;
  /** Added or updated (the relations saved too). */
  onSaved(mode: 'ADD' | 'UPDATE'): void;
}

interface CiFormHandle {
  /** The form values when valid (else the first error shows and undefined). */
  values(): Promise<Record<string, unknown> | undefined>;
}

interface CiFormProps {
  schema: ReturnType<typeof ciFormSchema>;
  values: Record<string, unknown>;
  readOnly: boolean;
  formKey: string;
  showForm(): void;
}

/** The CI's fields with the ticket forms' field plugins; read-only in DETAIL mode. */
const CiForm = forwardRef<CiFormHandle, CiFormProps>(function CiForm({ schema, values, readOnly, formKey, showForm }, ref) {
  const built = useFormSession({ key: formKey, schema, values, readOnly, linkage: false });
  const form = useRef<SchemaFormHandle>(null);
  useImperativeHandle(ref, () => ({
    values: () => (built.ok ? submitFormValues(built.session, form, { beforeScroll: () => flushSync(showForm) }) : Promise.resolve(undefined)),
  }));
  return <SchemaForm ref={form} controller={built} windowing={false} mode={readOnly ? 'readOnly' : 'edit'} />;
});

/**
 * The CI drawer: a bottom sheet titled 新增/编辑/详情 + the CI's name with two sub-tabs, Form (the model's fields,
 * the name first, and the CI's outgoing relations) and Topology. Save (ADD: addCi, UPDATE: updateCi) is followed by
 * saveRelationShip; a failure shows the server's message and returns to the Form sub-tab with the input kept.
 */
export function CiDrawer({ target, scope, perms, onClose, onEdit, onOpenCi, onSaved }: CiDrawerProps) {
  const t = useT();
  const runtime = useRuntime();
  const titleId = useDialogTitleId();
  const idPrefix = titleId.replace('sd-dialog-title-', 'sd-ci-drawer-');
  const { mode, modelId } = target;
  const [sub, setSub] = useState<SubTab>('form');
  const [topologyOpened, setTopologyOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // An added CI whose relations failed to save: saving again updates it (never adds it twice).
  const [createdId, setCreatedId] = useState<string | undefined>(undefined);
  const [relations, setRelations] = useState<RelationChoice[] | undefined>(undefined);
  const form = useRef<CiFormHandle>(null);
  const formRuntime = useMemo(() => cmdbFormRuntime(runtime), [runtime]);
  const ciId = target.ciId ?? createdId;

  const attr = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', cmdbPaths.ciAttr), { params: { modelId, ...(target.ciId ? { ciId: target.ciId } : {}) }, signal, silent: true }).then(readCiAttr),
    [modelId, target.ciId],
  );
  const ciDetail = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', cmdbPaths.showDetail), { params: { ciId: target.ciId }, signal, silent: true }),
    [target.ciId],
    { enabled: target.ciId !== undefined },
  );
  const shownRelations = relations ?? (target.ciId && ciDetail.data ? outgoingRelations(ciDetail.data, target.ciId) : []);
  const name = (target.ciId ? readCiSummary(ciDetail.data)?.ciName : undefined) ?? target.ciName ?? '';
  const schema = useMemo(() => (attr.data ? ciFormSchema(attr.data.fields, t('ciTab.name')) : undefined), [attr.data, t]);
  const values = useMemo(() => (attr.data ? ciFormValues(target.mode === 'ADD' ? '' : (target.ciName ?? ''), attr.data.fieldsForm) : undefined), [attr.data, target.mode, target.ciName]);

  const choose = (next: SubTab) => {
    if (next === 'topology') setTopologyOpened(true);
    setSub(next);
  };

  const save = async () => {
    if (busy || mode === 'DETAIL') return;
    if (mode === 'UPDATE' && !perms.edit) {
      runtime.bus.emit('toast:show', { type: 'error', message: t('ciTab.noEditPermission') });
      return;
    }
    const filled = await form.current?.values();
    if (!filled) return;
    const { ciName, fieldsForm } = splitFormValues(filled);
    setBusy(true);
    setProblem(undefined);
    try {
      let savedId = ciId;
      if (savedId === undefined) {
        const added = await runtime.request.post<unknown>(runtime.request.path('business', cmdbPaths.add), { ...scope, modelId, ciName, fieldsForm }, { silent: true });
        savedId = readCiSummary(added)?.ciId;
        if (savedId) setCreatedId(savedId);
      } else {
        await runtime.request.post(runtime.request.path('business', cmdbPaths.update), { ...scope, ciId: savedId, ciName, fieldsForm }, { silent: true });
      }
      if (savedId) await runtime.request.post(runtime.request.path('business', cmdbPaths.saveRelations), saveRelationsBody(savedId, shownRelations), { silent: true });
      onSaved(mode);
    } catch (error) {
      // Spec §4: back to the form, the input kept, the server's (translated) message shown.
      setSub('form');
      setProblem(toRequestError(error).message || t('ciTab.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const editable = mode !== 'DETAIL';
  return (
    <CiSheet
      titleId={titleId}
      title={t(`ciTab.title${mode}`, { name })}
      onClose={onClose}
      testId="ci-drawer"
      mode={mode}
      titleTestId="ci-drawer-title"
      closeTestId="ci-drawer-close"
      footer={
        editable ? (
          <>
            <Button className="sd-ci-footer-button" onClick={onClose}>
              {t('ciTab.cancel')}
            </Button>
            <Button className="sd-ci-footer-button" color="primary" loading={busy} disabled={busy || !attr.data} onClick={() => void save()} data-testid="ci-drawer-save">
              {t('ciTab.save')}
            </Button>
          </>
        ) : perms.edit ? (
          <Button className="sd-ci-footer-button" color="primary" onClick={onEdit} data-testid="ci-drawer-edit">
            {t('ciTab.edit')}
          </Button>
        ) : null
      }
    >
      <TabStrip tabs={['form', 'topology'] as const} activeKey={sub} onChange={choose} title={(key) => t(key === 'form' ? 'ciTab.formTab' : 'ciTab.topologyTab')} label={t('ciTab.subTabs')} idPrefix={idPrefix} testId="ci-drawer-tabs" />
      <div className="sd-ci-drawer__scroll">
        <div {...tabPanelProps(idPrefix, 'form', sub)} hidden={sub !== 'form'} data-testid="ci-form-panel">
          {problem ? (
            <p className="sd-ci-problem" role="alert" data-testid="ci-drawer-problem">
              {problem}
            </p>
          ) : null}
          {mode === 'DETAIL' && !perms.edit ? (
            <p className="sd-ci-note" data-testid="ci-no-edit">
              {t('ciTab.noEditPermission')}
            </p>
          ) : null}
          <RequestBoundary request={attr} errorTitle={t('ciTab.formFailed')} testId="ci-form-state">
            {() =>
              schema && values ? (
                <RuntimeProvider runtime={formRuntime}>
                  <CiForm ref={form} schema={schema} values={values} readOnly={!editable} formKey={`${mode}:${target.ciId ?? modelId}`} showForm={() => setSub('form')} />
                </RuntimeProvider>
              ) : null
            }
          </RequestBoundary>
          <RelationEditor modelId={modelId} ciId={ciId} relations={shownRelations} editable={editable} onChange={setRelations} onOpen={(relation) => onOpenCi({ ciId: relation.toCiId, ciName: relation.toCiName, modelId: relation.toModelId ?? '' })} />
        </div>
        <div {...tabPanelProps(idPrefix, 'topology', sub)} hidden={sub !== 'topology'} data-testid="ci-topology-panel">
          {topologyOpened ? (
            ciId ? (
              <Suspense fallback={<p className="sd-ci-note">{t('ciTab.topologyLoading')}</p>}>
                <TopologyView ciId={ciId} ciName={name} active={sub === 'topology'} onOpenCi={onOpenCi} />
              </Suspense>
            ) : (
              <p className="sd-ci-note">{t('ciTab.saveFirst')}</p>
            )
          ) : null}
        </div>
      </div>
    </CiSheet>
  );
}
