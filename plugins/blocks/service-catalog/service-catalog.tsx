import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { DownOutline, InformationCircleOutline, LeftOutline, RightOutline, SearchOutline, StarFill, StarOutline, UnorderedListOutline, UpOutline } from 'antd-mobile-icons';
import { AppLink, LoadMore, RequestBoundary, TabStrip, tabPanelProps, toRequestError, usePagedRequest, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { ServiceIcon } from '../shared/service-icon';
import { startService } from '../shared/start-service';
import { useSortableRows } from '../shared/use-sortable-rows';
import { ticketRoutes } from '../ticket-shared/model';
import {
  autoOpenChild,
  catalogPaths,
  commonOutcome,
  levelQuery,
  LEVEL_ONE_QUERY,
  readLevel,
  readLevelOne,
  readRecent,
  readTiles,
  RECENT_QUERY,
  sortBody,
  withCommons,
  type CatalogLevel,
  type CatalogNode,
  type ServiceTile,
} from './model';
import { serviceCatalogTexts } from './locales';
import './service-catalog.css';

import type { ServiceCatalogProps } from './props';

export type { ServiceCatalogProps } from './props';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { serviceCatalog: serviceCatalogTexts };

const COMMON = 'common';
const RECENT = 'recent';
const catalogTab = (id: string) => `catalog-${id}`;

/** What tiles share: the user's common-service changes and the toggle. */
interface TileActions {
  commons: ReadonlyMap<string, string | null>;
  busy: ReadonlySet<string>;
  toggle(tile: ServiceTile): void;
}

/** A service: a link that starts a ticket of its workflow, a link to its page (description, FAQ), and a star that adds it to (or removes it from) the common services. */
function Tile({ tile, actions }: { tile: ServiceTile; actions: TileActions }) {
  const t = useT();
  const runtime = useRuntime();
  const id = useId();
  const common = Boolean(tile.commonId);
  return (
    <li className="sd-catalog-tile" data-testid="catalog-tile" data-model-id={tile.id}>
      <AppLink
        to={ticketRoutes.create(tile.processDefId)}
        className="sd-catalog-tile__link"
        aria-labelledby={`${id}-name`}
        aria-describedby={tile.description ? `${id}-description` : undefined}
        onClick={() => void startService(runtime, tile)}
        data-testid="catalog-tile-link"
      >
        <ServiceIcon name={tile.icon} />
        <span className="sd-catalog-tile__text">
          <span className="sd-catalog-tile__name" id={`${id}-name`}>
            {tile.name}
          </span>
          {tile.description ? (
            <span className="sd-catalog-tile__description" id={`${id}-description`}>
              {tile.description}
            </span>
          ) : null}
        </span>
      </AppLink>
      <AppLink
        to={ticketRoutes.template(tile.processDefId, tile.id)}
        className="sd-icon-button sd-catalog-about"
        aria-label={t('serviceCatalog.about', { name: tile.name })}
        data-testid="catalog-about"
      >
        <InformationCircleOutline aria-hidden="true" />
      </AppLink>
      <button
        type="button"
        className={common ? 'sd-icon-button sd-catalog-star sd-catalog-star--on' : 'sd-icon-button sd-catalog-star'}
        aria-label={t(common ? 'serviceCatalog.removeCommon' : 'serviceCatalog.addCommon', { name: tile.name })}
        aria-pressed={common}
        disabled={actions.busy.has(tile.id)}
        onClick={() => actions.toggle(tile)}
        data-testid="catalog-star"
      >
        {common ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
      </button>
    </li>
  );
}

function Tiles({ tiles, actions, label }: { tiles: readonly ServiceTile[]; actions: TileActions; label?: string }) {
  return (
    <ul className="sd-catalog-tiles" aria-label={label}>
      {withCommons(tiles, actions.commons).map((tile) => (
        <Tile key={tile.id} tile={tile} actions={actions} />
      ))}
    </ul>
  );
}

/**
 * Reordering the common services: move up / down buttons (keyboard, screen readers; the focus stays on the moved
 * row's button and the move is announced) and a drag handle (pointer), the home settings' way; Save sends
 * `catalog/user/sort { ids }`.
 */
function SortEditor({ initial, onDone }: { initial: ServiceTile[]; onDone(saved: boolean): void }) {
  const t = useT();
  const runtime = useRuntime();
  const [tiles, setTiles] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { rowProps, buttons, move, onDragStart, onDragMove, onDragEnd } = useSortableRows(tiles, (tile) => tile.id, (next, tile, to) => {
    setTiles(next);
    setAnnouncement(t('serviceCatalog.moved', { name: tile.name, position: to + 1 }));
  });

  const save = () => {
    if (saving) return;
    setSaving(true);
    // A failure is the request client's toast with the server's message; the edits stay.
    runtime.request.post(runtime.request.path('none', catalogPaths.sort), sortBody(tiles)).then(
      () => {
        runtime.bus.emit('toast:show', { type: 'success', message: t('serviceCatalog.sorted') });
        onDone(true);
      },
      () => setSaving(false),
    );
  };

  const button = (tile: ServiceTile, direction: 'up' | 'down', index: number) => (
    <button
      type="button"
      className="sd-icon-button sd-catalog-move"
      ref={(element) => {
        if (element) buttons.current.set(`${tile.id}:${direction}`, element);
      }}
      aria-label={t(direction === 'up' ? 'serviceCatalog.moveUp' : 'serviceCatalog.moveDown', { name: tile.name })}
      disabled={direction === 'up' ? index === 0 : index === tiles.length - 1}
      onClick={() => move(index, direction === 'up' ? index - 1 : index + 1, true)}
      data-testid={`catalog-move-${direction}`}
    >
      {direction === 'up' ? <UpOutline aria-hidden="true" /> : <DownOutline aria-hidden="true" />}
    </button>
  );

  return (
    <div className="sd-catalog-sort" data-testid="catalog-sort">
      <ul className="sd-catalog-sort__list" aria-label={t('serviceCatalog.listLabel')} onPointerMove={onDragMove} onPointerUp={onDragEnd} onPointerCancel={onDragEnd}>
        {tiles.map((tile, index) => (
          <li
            key={tile.id}
            {...rowProps(tile.id)}
            data-testid="catalog-sort-row"
            data-model-id={tile.id}
          >
            {/* Pointer only: the move buttons are the keyboard's and screen readers' way to reorder. */}
            <span className="sd-icon-button sd-sortable-handle" aria-hidden="true" title={t('serviceCatalog.drag')} onPointerDown={onDragStart(tile.id)} data-testid="catalog-sort-handle">
              <UnorderedListOutline />
            </span>
            <span className="sd-catalog-sort__name">{tile.name}</span>
            {button(tile, 'up', index)}
            {button(tile, 'down', index)}
          </li>
        ))}
      </ul>
      <p className="sd-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="sd-catalog-sort__footer">
        <Button fill="outline" onClick={() => onDone(false)} disabled={saving} data-testid="catalog-sort-cancel">
          {t('serviceCatalog.cancel')}
        </Button>
        <Button color="primary" loading={saving} onClick={save} data-testid="catalog-sort-save">
          {t('serviceCatalog.save')}
        </Button>
      </div>
    </div>
  );
}

/** The common services, with their reorder mode. */
function CommonPanel({ actions, version }: { actions: TileActions; version: number }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(0);
  const commons = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('none', catalogPaths.commonList), { signal, silent: true }).then(readTiles),
    [version, saved],
  );
  return (
    <RequestBoundary
      request={commons}
      errorTitle={t('serviceCatalog.loadFailed')}
      keepPreviousData
      isEmpty={(list) => withCommons(list, actions.commons).every((tile) => !tile.commonId)}
      empty={{ description: t('serviceCatalog.commonEmpty') }}
      testId="catalog-common"
    >
      {(list) => {
        const shown = withCommons(list, actions.commons).filter((tile) => tile.commonId);
        return editing ? (
          <SortEditor
            initial={shown}
            onDone={(done) => {
              setEditing(false);
              if (done) setSaved((n) => n + 1);
            }}
          />
        ) : (
          <>
            {shown.length > 1 ? (
              <div className="sd-catalog-panel__tools">
                <button type="button" className="sd-catalog-text-button" aria-label={t('serviceCatalog.editLabel')} onClick={() => setEditing(true)} data-testid="catalog-sort-edit">
                  {t('serviceCatalog.edit')}
                </button>
              </div>
            ) : null}
            <Tiles tiles={shown} actions={actions} label={t('serviceCatalog.common')} />
          </>
        );
      }}
    </RequestBoundary>
  );
}

/** The recently used services (page 1, size 10). */
function RecentPanel({ actions }: { actions: TileActions }) {
  const t = useT();
  const recent = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('none', catalogPaths.recent), { params: RECENT_QUERY, signal, silent: true }).then(readRecent),
    [],
  );
  return (
    <RequestBoundary
      request={recent}
      errorTitle={t('serviceCatalog.loadFailed')}
      isEmpty={(list) => list.length === 0}
      empty={{ description: t('serviceCatalog.recentEmpty') }}
      testId="catalog-recent"
    >
      {(list) => <Tiles tiles={list} actions={actions} label={t('serviceCatalog.recent')} />}
    </RequestBoundary>
  );
}

/** One catalogue: its sub-catalogues and its own tiles, 20 a page with "load more". */
function LevelView({ node, actions, onOpen, onLoaded }: { node: CatalogNode; actions: TileActions; onOpen(child: CatalogNode): void; onLoaded(level: CatalogLevel): void }) {
  const t = useT();
  const [catalogs, setCatalogs] = useState<CatalogNode[]>([]);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request.get<unknown>(rt.request.path('none', catalogPaths.listByPid), { params: levelQuery(node, pageNum), signal, silent: true }).then((data) => {
        const level = readLevel(data, node.level);
        if (pageNum === 1 && !signal.aborted) {
          setCatalogs(level.catalogs);
          onLoadedRef.current(level);
        }
        return { records: level.tiles, total: level.tileTotal };
      }),
    [node.id, node.level],
    { keyOf: (tile) => tile.id },
  );
  const request = {
    loading: pages.loading && !pages.loaded,
    data: pages.loaded ? pages.items : undefined,
    error: pages.loaded ? undefined : pages.error,
    reload: () => void pages.loadMore().catch(() => undefined),
  };
  return (
    <RequestBoundary
      request={request}
      errorTitle={t('serviceCatalog.loadFailed')}
      isEmpty={(tiles) => tiles.length === 0 && catalogs.length === 0}
      empty={{ description: t('serviceCatalog.catalogEmpty') }}
      testId="catalog-level"
    >
      {(tiles) => (
        <>
          {catalogs.length > 0 ? (
            <ul className="sd-catalog-children" aria-label={t('serviceCatalog.subCatalogs')} data-testid="catalog-children">
              {catalogs.map((child) => (
                <li key={child.id}>
                  <button type="button" className="sd-catalog-child" onClick={() => onOpen(child)} data-testid="catalog-child" data-catalog-id={child.id}>
                    <ServiceIcon name={child.icon} />
                    <span className="sd-catalog-child__name">{child.name}</span>
                    <RightOutline aria-hidden="true" className="sd-catalog-child__arrow" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {tiles.length > 0 ? <Tiles tiles={tiles} actions={actions} label={t('serviceCatalog.services')} /> : null}
          <LoadMore pages={pages} label={t('serviceCatalog.loadMore')} failedLabel={t('serviceCatalog.loadMoreFailed')} testId="catalog-tiles" className="sd-catalog-more" />
        </>
      )}
    </RequestBoundary>
  );
}

/**
 * A level-1 catalogue and what the user opened below it: a path (breadcrumb with back) to the catalogue shown. A
 * level-1 catalogue with no tiles opens its first sub-catalogue when it is first shown (spec §2); going back to it
 * shows its sub-catalogues.
 */
function CatalogPanel({ root, actions }: { root: CatalogNode; actions: TileActions }) {
  const t = useT();
  const [path, setPath] = useState<CatalogNode[]>([root]);
  const [focusHeading, setFocusHeading] = useState(false);
  const autoOpened = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = path[path.length - 1]!;

  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const go = (next: CatalogNode[]) => {
    setPath(next);
    setFocusHeading(true);
  };
  const onLoaded = useCallback(
    (level: CatalogLevel) => {
      if (autoOpened.current) return;
      autoOpened.current = true;
      const child = autoOpenChild(root, level);
      if (child) setPath((now) => (now.length === 1 ? [root, child] : now));
    },
    [root],
  );

  return (
    <div className="sd-catalog-level" data-testid="catalog-panel" data-catalog-id={current.id} data-level={current.level}>
      <div className="sd-catalog-path">
        {path.length > 1 ? (
          <button type="button" className="sd-icon-button sd-catalog-back" aria-label={t('serviceCatalog.back')} onClick={() => go(path.slice(0, -1))} data-testid="catalog-back">
            <LeftOutline aria-hidden="true" />
          </button>
        ) : null}
        <nav aria-label={t('serviceCatalog.pathLabel')}>
          <ol className="sd-catalog-crumbs" data-testid="catalog-crumbs">
            {path.map((node, index) =>
              index < path.length - 1 ? (
                <li key={node.id}>
                  <button type="button" className="sd-catalog-crumb" onClick={() => go(path.slice(0, index + 1))}>
                    {node.name}
                  </button>
                  <RightOutline aria-hidden="true" className="sd-catalog-crumb__sep" />
                </li>
              ) : (
                <li key={node.id}>
                  <h3 className="sd-catalog-crumb sd-catalog-crumb--current" aria-current="location" ref={heading} tabIndex={-1} data-testid="catalog-heading">
                    {node.name}
                  </h3>
                </li>
              ),
            )}
          </ol>
        </nav>
      </div>
      <LevelView key={current.id} node={current} actions={actions} onOpen={(child) => go([...path, child])} onLoaded={path.length === 1 ? onLoaded : () => undefined} />
    </div>
  );
}

/**
 * The service catalogue on /flowCenter (service-desk §2, §7; issue 17): tabs "common services", "recently used" and
 * one per level-1 catalogue the user sees (`catalog/h5/list?roleLimit=true`); a catalogue shows its sub-catalogues
 * and tiles (`catalog/h5/listByPid`, tiles 20 a page) down to level 3. A tile starts a ticket (`startService`); its
 * star adds or removes a common service, done only when the answer says `success: true` (then the spec's toast),
 * else the answer's message and nothing changes. The search box opens the search page.
 */
export default function ServiceCatalog({ search = true }: ServiceCatalogProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const ids = useId().replace(/:/g, '');
  const [tab, setTab] = useState<string>(COMMON);
  const [commons, setCommons] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [version, setVersion] = useState(0);

  const levelOne = useRequest(
    (signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('none', catalogPaths.list), { params: LEVEL_ONE_QUERY, signal, silent: true })
        .then(readLevelOne),
    [],
  );
  const roots = levelOne.data ?? [];
  const tabs = [COMMON, RECENT, ...roots.map((node) => catalogTab(node.id))];
  const active = tabs.includes(tab) ? tab : COMMON;
  const root = roots.find((node) => catalogTab(node.id) === active);

  const toggle = (tile: ServiceTile) => {
    if (busy.has(tile.id)) return;
    const removing = Boolean(tile.commonId);
    setBusy((now) => new Set(now).add(tile.id));
    const { request } = runtime;
    const call = removing ? request.post<unknown>(request.path('none', catalogPaths.remove), { commonId: tile.commonId }, { silent: true }) : request.post<unknown>(request.path('none', catalogPaths.save), { modelId: tile.id }, { silent: true });
    call
      .then(commonOutcome, (error: unknown) => ({ ok: false as const, message: toRequestError(error).message || undefined }))
      .then((outcome) => {
        if (outcome.ok) {
          setCommons((now) => new Map(now).set(tile.id, removing ? null : (outcome.commonId ?? tile.id)));
          setVersion((n) => n + 1);
          runtime.bus.emit('toast:show', { type: 'success', message: t(removing ? 'feedback.success.commonServiceRemoved' : 'feedback.success.commonServiceAdded') });
        } else {
          runtime.bus.emit('toast:show', { type: 'error', message: outcome.message ?? t('serviceCatalog.commonFailed') });
        }
      })
      .finally(() =>
        setBusy((now) => {
          const next = new Set(now);
          next.delete(tile.id);
          return next;
        }),
      );
  };
  const actions: TileActions = { commons, busy, toggle };

  const title = (key: string) => (key === COMMON ? t('serviceCatalog.common') : key === RECENT ? t('serviceCatalog.recent') : (roots.find((node) => catalogTab(node.id) === key)?.name ?? key));

  return (
    <section className="sd-catalog" aria-labelledby={`${ids}-title`} data-testid="service-catalog">
      <h2 className="sd-catalog-title" id={`${ids}-title`}>
        {t('serviceCatalog.title')}
      </h2>
      {search ? (
        <div role="search" className="sd-catalog-search" aria-label={t('serviceCatalog.searchLabel')}>
          <AppLink to="/search" className="sd-catalog-search__link" data-testid="catalog-search">
            <SearchOutline aria-hidden="true" />
            <span>{t('serviceCatalog.search')}</span>
          </AppLink>
        </div>
      ) : null}
      <TabStrip tabs={tabs} activeKey={active} onChange={setTab} title={title} label={t('serviceCatalog.tabsLabel')} idPrefix={ids} scrollable testId="catalog-tabs" />
      {levelOne.error ? (
        <RequestBoundary request={levelOne} errorTitle={t('serviceCatalog.loadFailed')} testId="catalog-roots">
          {() => null}
        </RequestBoundary>
      ) : null}
      <div {...tabPanelProps(ids, active, active)} className="sd-catalog-panel" data-testid="catalog-tab-panel">
        {active === COMMON ? <CommonPanel actions={actions} version={version} /> : active === RECENT ? <RecentPanel actions={actions} /> : root ? <CatalogPanel key={root.id} root={root} actions={actions} /> : null}
      </div>
    </section>
  );
}
