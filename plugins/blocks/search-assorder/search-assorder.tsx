import { useId, useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { EmptyState, ErrorPage } from '@react/feedback';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { useSearch } from '@react/hooks/use-search';
import { isRecord, readPage } from '../ticket-shared/model';
import { TicketHead } from '../ticket-shared/ticket-head';
import { readLinkPermission } from '../ticket-shared/link-order';
import { SearchBox } from '../shared/search-box';
import {
  candidatesBody,
  CANDIDATES_FETCH_SIZE,
  linkedTicketsRoute,
  readCandidate,
  readCount,
  readLinkTypes,
  relevanceBody,
  searchAssorderPaths as paths,
  type Candidate,
  type LinkType,
} from './model';
import type { SearchAssorderProps } from './props';
import { searchAssorderTexts } from './locales';
import '../shared/ticket-list.css';
import './search-assorder.css';

export type { SearchAssorderProps } from './props';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { searchAssorder: searchAssorderTexts };

/** /searchAssorder?id=<workOrderId>&mdlDefCode=<code>: link tickets to the ticket `id`. */
export default function SearchAssorder({ pageSize = CANDIDATES_FETCH_SIZE }: SearchAssorderProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('workOrderId') ?? '';
  if (!id) return <ErrorPage type="404" description={t('searchAssorder.missingId')} />;
  return <Screen key={id} workOrderId={id} mdlDefCode={params.get('mdlDefCode') ?? ''} pageSize={pageSize} />;
}

interface Setup {
  allowed: boolean;
  types: LinkType[];
}

function Screen({ workOrderId, mdlDefCode, pageSize }: { workOrderId: string; mdlDefCode: string; pageSize: number }) {
  const t = useT();
  // The link permission and the link types come first: without them nothing on the screen can be used.
  const setup = useRequest(async (signal, rt): Promise<Setup> => {
    const get = (path: string) => rt.request.get<unknown>(rt.request.path('business', path), { signal, silent: true });
    const code = mdlDefCode || (await get(paths.body(workOrderId)).then((body) => (isRecord(body) && typeof body.mdlDefCode === 'string' ? body.mdlDefCode : '')));
    const [permission, types] = await Promise.all([get(paths.permission(workOrderId)), get(paths.linkTypes(code))]);
    return { allowed: readLinkPermission(permission), types: readLinkTypes(types) };
  }, [workOrderId, mdlDefCode]);
  return (
    <RequestBoundary request={setup} errorTitle={t('searchAssorder.loadFailed')} testId="search-assorder-setup">
      {({ allowed, types }) =>
        allowed ? (
          <Linker workOrderId={workOrderId} types={types} pageSize={pageSize} />
        ) : (
          <div data-testid="search-assorder-forbidden">
            <EmptyState kind="custom" title={t('searchAssorder.noPermission')} />
          </div>
        )
      }
    </RequestBoundary>
  );
}

function Linker({ workOrderId, types, pageSize }: { workOrderId: string; types: LinkType[]; pageSize: number }) {
  const t = useT();
  const runtime = useRuntime();
  const ids = useId();
  const { search, bind } = useSearch();
  const [selected, setSelected] = useState<ReadonlyMap<string, Candidate>>(() => new Map());
  const [linkType, setLinkType] = useState<string | undefined>(types[0]?.value);
  const [saving, setSaving] = useState(false);

  const count = useRequest(
    (signal, rt) => rt.request.post<unknown>(rt.request.path('business', paths.count), { workOrderId }, { signal, silent: true }).then(readCount),
    [workOrderId],
  );
  const candidates = useRequest(
    (signal, rt) => rt.request.post<unknown>(rt.request.path('business', paths.candidates), candidatesBody(workOrderId, search, pageSize), { signal, silent: true }).then((data) => readPage(data, readCandidate)),
    [workOrderId, search, pageSize],
  );

  const toggle = (candidate: Candidate, on: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      if (on) next.set(candidate.workOrderId, candidate);
      else next.delete(candidate.workOrderId);
      return next;
    });

  const confirm = async () => {
    if (saving || !linkType || selected.size === 0) return;
    setSaving(true);
    try {
      await runtime.request.post(runtime.request.path('business', paths.relevance), relevanceBody(workOrderId, linkType, [...selected.keys()]));
      runtime.bus.emit('toast:show', { type: 'success', message: t('searchAssorder.linked') });
      // Back to the ticket, on its linked-tickets tab (the screen's own entry is replaced: Back does not return here).
      runtime.bus.emit('router:navigate', { to: linkedTicketsRoute(workOrderId), replace: true });
    } catch {
      // The request client's error toast says why; the selection stays.
      setSaving(false);
    }
  };

  return (
    <div className="sd-search-assorder" data-testid="search-assorder">
      <SearchBox
        className="sd-search-assorder__search"
        label={t('searchAssorder.searchLabel')}
        placeholder={t('searchAssorder.searchPlaceholder')}
        clearLabel={t('searchAssorder.clearSearch')}
        bind={bind}
        testId="search-assorder-input"
      />

      {count.data !== undefined && !count.error ? (
        <p className="sd-search-assorder__count" data-testid="search-assorder-count">
          {t('searchAssorder.count', { count: count.data })}
        </p>
      ) : null}

      <fieldset className="sd-search-assorder__types" data-testid="search-assorder-types">
        <legend className="sd-search-assorder__legend">{t('searchAssorder.linkType')}</legend>
        {types.length ? (
          <div className="sd-search-assorder__type-list">
            {types.map((type) => (
              <label key={type.value} className="sd-search-assorder__type">
                <input type="radio" name={`${ids}-type`} value={type.value} checked={linkType === type.value} onChange={() => setLinkType(type.value)} />
                <span>{type.label}</span>
              </label>
            ))}
          </div>
        ) : (
          <p className="sd-search-assorder__note">{t('searchAssorder.noLinkTypes')}</p>
        )}
      </fieldset>

      <RequestBoundary
        request={candidates}
        keepPreviousData
        isEmpty={(page) => page.records.length === 0}
        empty={{ title: search ? t('searchAssorder.noMatch') : t('searchAssorder.empty') }}
        errorTitle={t('searchAssorder.loadFailed')}
        testId="search-assorder-list"
      >
        {(page, { reloading }) => (
          <>
            {page.total > page.records.length ? <p className="sd-search-assorder__note">{t('searchAssorder.shownOf', { shown: page.records.length, total: page.total })}</p> : null}
            <ul className="sd-search-assorder__list" aria-label={t('searchAssorder.listLabel')} aria-busy={reloading || undefined} data-testid="search-assorder-candidates">
              {page.records.map((candidate) => {
                const rowId = `${ids}-${candidate.workOrderId}`;
                return (
                  <li key={candidate.workOrderId}>
                    <label className="sd-search-assorder__candidate" data-testid="search-assorder-candidate" data-work-order-id={candidate.workOrderId}>
                      <input
                        type="checkbox"
                        checked={selected.has(candidate.workOrderId)}
                        onChange={(event) => toggle(candidate, event.target.checked)}
                        aria-labelledby={`${rowId}-title`}
                        aria-describedby={`${rowId}-desc`}
                      />
                      <span className="sd-search-assorder__candidate-body">
                        <TicketHead idPrefix={rowId} title={candidate.title || candidate.preNum} dataStatus={candidate.dataStatus} />
                        <span className="sd-ticket-meta" id={`${rowId}-desc`}>
                          {candidate.preNum ? <span className="sd-ticket-no">{candidate.preNum}</span> : null}
                          {candidate.processName ? <span>{candidate.processName}</span> : null}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </RequestBoundary>

      <div className="sd-search-assorder__footer">
        <Button
          block
          color="primary"
          disabled={selected.size === 0 || !linkType}
          loading={saving}
          loadingText={t('searchAssorder.confirm')}
          onClick={() => void confirm()}
          data-testid="search-assorder-confirm"
        >
          {selected.size ? t('searchAssorder.confirmCount', { count: selected.size }) : t('searchAssorder.confirm')}
        </Button>
      </div>
    </div>
  );
}
