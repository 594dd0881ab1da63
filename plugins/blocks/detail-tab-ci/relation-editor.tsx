import { useId, useState } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { useRequest, useT } from '@react';
import { useSearch } from '@react/hooks/use-search';
import { SearchBox } from '../shared/search-box';
import { CI_OPTIONS_SIZE, cmdbPaths, readCiPage, readRelationKinds, type RelationChoice } from './model';

export interface RelationEditorProps {
  modelId: string;
  /** The CI (none yet when adding): it is left out of the targets. */
  ciId?: string;
  relations: readonly RelationChoice[];
  editable: boolean;
  onChange(next: RelationChoice[]): void;
  /** A relation's target was chosen to view (read-only mode). */
  onOpen(relation: RelationChoice): void;
}

/**
 * The CI's outgoing relations in the drawer's form: the list (each with a delete button while editing), and to
 * add one, the relation kind (getRelationByModel) and the target CI picked by search among the kind's model.
 * Saved with the CI (saveRelationShip replaces the CI's outgoing relations).
 */
export function RelationEditor({ modelId, ciId, relations, editable, onChange, onOpen }: RelationEditorProps) {
  const t = useT();
  const ids = useId();
  const [kindId, setKindId] = useState('');
  const { search, bind } = useSearch();
  const kinds = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', cmdbPaths.relationKinds), { params: { modelId }, signal, silent: true }).then(readRelationKinds),
    [modelId],
    { enabled: editable },
  );
  const kind = kinds.data?.find((k) => k.modelRelationId === kindId);
  const targets = useRequest(
    (signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', cmdbPaths.cis), { modelId: kind?.toModelId, pageNum: 1, pageSize: CI_OPTIONS_SIZE, ...(search ? { keyword: search } : {}) }, { signal, silent: true })
        .then(readCiPage),
    [kind?.toModelId, search],
    { enabled: editable && kind !== undefined },
  );
  const taken = new Set(relations.filter((r) => r.modelRelationId === kindId).map((r) => r.toCiId));
  const offered = (targets.data?.records ?? []).filter((ci) => ci.ciId !== ciId && !taken.has(ci.ciId)).slice(0, 20);

  return (
    <section className="sd-ci-relations" aria-labelledby={`${ids}-heading`} data-testid="ci-relations">
      <h3 className="sd-ci-subheading" id={`${ids}-heading`}>
        {t('ciTab.relations')}
      </h3>
      {relations.length ? (
        <ul className="sd-ci-relation-list">
          {relations.map((relation) => {
            const line = t('ciTab.relationLine', { relation: relation.relationship, name: relation.toCiName });
            return (
              <li key={`${relation.modelRelationId}:${relation.toCiId}`} className="sd-ci-relation" data-testid="ci-relation">
                {editable ? (
                  <>
                    <span className="sd-ci-relation__text">{line}</span>
                    <button
                      type="button"
                      className="sd-icon-button"
                      aria-label={t('ciTab.removeRelation', { relation: relation.relationship, name: relation.toCiName })}
                      onClick={() => onChange(relations.filter((r) => r !== relation))}
                      data-testid="ci-relation-remove"
                    >
                      <CloseOutline aria-hidden="true" />
                    </button>
                  </>
                ) : (
                  <button type="button" className="sd-ci-relation__open" onClick={() => onOpen(relation)} data-testid="ci-relation-open">
                    {line}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="sd-ci-note">{t('ciTab.noRelations')}</p>
      )}
      {editable ? (
        <div className="sd-ci-relation-add" data-testid="ci-relation-add">
          <label className="sd-ci-field">
            <span>{t('ciTab.relationKind')}</span>
            <select className="sd-ci-select" value={kindId} onChange={(event) => setKindId(event.target.value)} data-testid="ci-relation-kind">
              <option value="">{t('ciTab.pickRelationKind')}</option>
              {(kinds.data ?? []).map((k) => (
                <option key={k.modelRelationId} value={k.modelRelationId}>
                  {k.toModelName ? `${k.relationship}（${k.toModelName}）` : k.relationship}
                </option>
              ))}
            </select>
          </label>
          {kind ? (
            <>
              <SearchBox label={t('ciTab.searchTarget')} placeholder={t('ciTab.searchTarget')} clearLabel={t('ciTab.clearSearch')} bind={bind} testId="ci-relation-search" className="sd-ci-search" />
              {targets.data && offered.length === 0 ? <p className="sd-ci-note">{t('ciTab.noTargets')}</p> : null}
              <ul className="sd-ci-target-list" aria-label={t('ciTab.relationTarget')}>
                {offered.map((ci) => (
                  <li key={ci.ciId}>
                    <button
                      type="button"
                      className="sd-ci-target"
                      aria-label={t('ciTab.pickTarget', { name: ci.ciName })}
                      onClick={() => {
                        onChange([...relations, { modelRelationId: kind.modelRelationId, relationship: kind.relationship, toCiId: ci.ciId, toCiName: ci.ciName, toModelId: kind.toModelId }]);
                        setKindId('');
                      }}
                      data-testid="ci-relation-target"
                    >
                      {ci.ciName}
                      {ci.code ? <span className="sd-ci-card__code"> {ci.code}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
