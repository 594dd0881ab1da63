// The map position picker (form-widgets §2, §4): a popup of the full height minus a header with the map, a
// relocate button, the "my location" panel (address; longitude and latitude when configured), edit address (with
// manualEntry: an 80vh address search), OK and open in the map app. Loaded on first open with the map services.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Popup, SearchBar } from 'antd-mobile';
import { EnvironmentOutline, SearchOutline } from 'antd-mobile-icons';
import { DialogFocus } from '@react';
import { useFieldEnv } from '../shared/field-env';
import { PickerHeader } from '../shared/picker-header';
import { geolocationFor, locateUser, MapLoadError, PICKER_LOCATE_TIMEOUT_MS, providerFor, type AddressSuggestion, type LatLng, type MapProvider, type MapView, type RangeCircle } from './map';
import { formatCoordinate } from './map/geo';
import { positionOf, type PositionValue } from './map/value';
import { acceptTap, checkAreas, checkMessageKey, positionCheckOutcome, valueRange, type PositionMappedProps } from './normalize';
import { usePositionServices } from './services';
import './position.css';

/** Props of {@link PositionPicker}. */
export interface PositionPickerProps extends PositionMappedProps {
  visible: boolean;
  title: string;
  /** The field's value: the pin starts there. */
  value: PositionValue | undefined;
  /** The form's values, for checks and defaults that name another field. */
  formValues?: () => Readonly<Record<string, unknown>>;
  /** @default 500 */
  searchDebounceMs?: number;
  onCommit: (value: PositionValue) => void;
  onClose: () => void;
}

type MapState = 'loading' | 'ready' | 'failed';
/** Where the map opens when nothing else is known (the service's own default centre). */
const FALLBACK_CENTER: LatLng = { latitude: 39.908823, longitude: 116.39747 };

/** The picker; mounted while its field may open it, shown while `visible`. */
export function PositionPicker(props: PositionPickerProps) {
  const { visible, title, onClose } = props;
  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyClassName="sd-position-popup" destroyOnClose>
      <DialogFocus open={visible} label={title} onEscape={onClose}>
        {visible ? <PickerBody {...props} /> : null}
      </DialogFocus>
    </Popup>
  );
}

function PickerBody({ title, value, positionCheck, defaultPlan, fineTuning, displayLongitudeAndLatitude, manualEntry, formValues, searchDebounceMs = 500, onCommit, onClose }: PositionPickerProps) {
  const { runtime, t } = useFieldEnv();
  const services = usePositionServices();
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | undefined>(undefined);
  const [provider, setProvider] = useState<MapProvider>();
  const [mapState, setMapState] = useState<MapState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<PositionValue | undefined>(value ?? (defaultPlan.kind === 'customize' ? defaultPlan.value : undefined));
  const [device, setDevice] = useState<LatLng>();
  const [busy, setBusy] = useState(false);
  const [searching, setSearching] = useState(false);
  const toast = useCallback((key: string) => runtime.bus.emit('toast:show', { type: 'error', message: t(`position.errors.${key}`) }), [runtime, t]);
  const values = useMemo(() => formValues?.() ?? {}, [formValues]);
  const areas = useMemo(() => checkAreas(positionCheck, values), [positionCheck, values]);
  const range = valueRange(fineTuning);

  // Locate the device (3 s): the fine-tune range is around it; an empty picker takes it as the position.
  const locate = useCallback(
    async (withProvider: MapProvider | undefined, signal: AbortSignal, move: boolean) => {
      setBusy(true);
      const result = await locateUser({ geolocation: geolocationFor(withProvider, services.geolocation), provider: withProvider, timeoutMs: PICKER_LOCATE_TIMEOUT_MS, range, signal });
      if (signal.aborted) return;
      setBusy(false);
      if (result.device) setDevice(result.device);
      if (move && result.value) {
        setDraft(result.value);
        view.current?.setCenter(result.value);
      }
      if (result.failure && (move || result.failure === 'locateFailed')) toast(result.failure);
    },
    [services.geolocation, range, toast],
  );

  // Load the provider and draw the map; then place the pin (existing value, custom default, else the device).
  useEffect(() => {
    const abort = new AbortController();
    setMapState('loading');
    void (async () => {
      let loaded: MapProvider | undefined;
      try {
        loaded = await providerFor(runtime, services.provider);
        if (abort.signal.aborted || !container.current) return;
        const center = draft ?? areas[0] ?? FALLBACK_CENTER;
        const map = await loaded.createMap(container.current, { center, label: fineTuning.mark ? t('position.mapLabel') : t('position.mapLabelFixed') });
        if (abort.signal.aborted) return map.destroy();
        view.current = map;
        setProvider(loaded);
        setMapState('ready');
      } catch (error) {
        if (abort.signal.aborted) return;
        if (!(error instanceof MapLoadError)) console.error('[POSITION] map failed', error);
        setMapState('failed');
        toast('mapLoadFailed');
      }
      await locate(loaded, abort.signal, !draft);
    })();
    return () => {
      abort.abort();
      view.current?.destroy();
      view.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // Keep the drawing in step: the pin, the check areas (blue), the fine-tune range around the device (green).
  useEffect(() => view.current?.setPin(draft), [draft, mapState]);
  useEffect(() => {
    const circles: RangeCircle[] = areas.map((area) => ({ center: area, radius: area.range, kind: 'check' }));
    if (fineTuning.mark && fineTuning.range > 0 && device) circles.push({ center: device, radius: fineTuning.range, kind: 'fineTune' });
    view.current?.setCircles(circles);
  }, [areas, device, fineTuning, mapState]);

  // A tap moves the pin when fine-tuning allows it, then the address is looked up.
  const geocodeAbort = useRef<AbortController | undefined>(undefined);
  const moveTo = useCallback(
    (point: LatLng, name?: string) => {
      geocodeAbort.current?.abort();
      setDraft(positionOf(point, name ?? '', range));
      if (name !== undefined || !provider) return;
      const abort = new AbortController();
      geocodeAbort.current = abort;
      provider.reverseGeocode(point, abort.signal).then(
        (address) => !abort.signal.aborted && setDraft(positionOf(point, address, range)),
        () => !abort.signal.aborted && toast('reverseGeocodeFailed'),
      );
    },
    [provider, range, toast],
  );
  useEffect(() => {
    if (mapState !== 'ready' || !view.current) return undefined;
    return view.current.onTap((point) => {
      const verdict = acceptTap(point, device, fineTuning);
      if (verdict.ok) moveTo(point);
      else if (verdict.reason === 'outOfRange') toast('outOfRange');
    });
  }, [mapState, device, fineTuning, moveTo, toast]);

  const relocate = () => {
    const abort = new AbortController();
    geocodeAbort.current?.abort();
    geocodeAbort.current = abort;
    void locate(provider, abort.signal, true);
  };

  const check = draft ? positionCheckOutcome(draft, positionCheck, { mapAvailable: mapState !== 'failed', values }) : undefined;
  const checkKey = check ? checkMessageKey(check) : undefined;
  const checked = check && check.outcome === 'complete' && areas.length > 0;
  return (
    <div className="sd-position-picker" data-testid="position-picker">
      <PickerHeader title={title} leftText={t('position.close')} onLeft={onClose} />
      <div className="sd-position-map-area">
        <div ref={container} className="sd-position-map" data-testid="position-map" />
        {mapState === 'failed' ? (
          <div className="sd-position-map-failed" role="alert">
            <span>{t('position.errors.mapLoadFailed')}</span>
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('position.retry')}
            </Button>
          </div>
        ) : null}
        <button type="button" className="sd-icon-button sd-position-relocate" aria-label={t('position.relocate')} aria-busy={busy || undefined} onClick={relocate} data-testid="position-relocate">
          <EnvironmentOutline aria-hidden="true" />
        </button>
      </div>
      <section className="sd-position-panel" aria-labelledby="sd-position-panel-title">
        <div className="sd-position-panel-head">
          <h3 id="sd-position-panel-title" className="sd-position-panel-title">
            {t('position.myLocation')}
          </h3>
          {manualEntry ? (
            <button type="button" className="sd-position-edit" onClick={() => setSearching(true)} data-testid="position-edit">
              <SearchOutline aria-hidden="true" /> {t('position.editAddress')}
            </button>
          ) : null}
        </div>
        <p className="sd-position-address" data-testid="position-address" aria-live="polite">
          {busy && !draft ? t('position.locating') : draft ? draft.positionName || '--' : t('position.noPosition')}
        </p>
        {draft && displayLongitudeAndLatitude ? (
          <p className="sd-position-coords" data-testid="position-picker-coords">
            {t('position.longitude')} {formatCoordinate(draft.longitude)} · {t('position.latitude')} {formatCoordinate(draft.latitude)}
          </p>
        ) : null}
        {checkKey ? (
          <p className="sd-position-check sd-position-check--error" role="status" data-testid="position-check">
            {t(checkKey)}
          </p>
        ) : checked ? (
          <p className="sd-position-check" role="status" data-testid="position-check">
            {t('position.withinRange')}
          </p>
        ) : null}
        <div className="sd-position-actions">
          {draft && provider ? (
            <a className="adm-button adm-button-default adm-button-block adm-button-shape-default sd-position-open" href={provider.markerUrl(draft, draft.positionName)} target="_blank" rel="noopener noreferrer">
              {t('position.openInMapApp')}
            </a>
          ) : null}
          <Button block color="primary" disabled={!draft} onClick={() => draft && onCommit(draft)} data-testid="position-ok">
            {t('position.ok')}
          </Button>
        </div>
      </section>
      {manualEntry && provider ? (
        <AddressSearch
          visible={searching}
          provider={provider}
          near={device ?? draft}
          debounceMs={searchDebounceMs}
          onBack={() => setSearching(false)}
          onFailed={() => toast('searchFailed')}
          onPick={(suggestion, point) => {
            setSearching(false);
            moveTo(point, suggestion.name);
            view.current?.setCenter(point);
          }}
        />
      ) : null}
    </div>
  );
}

/** The 80vh address search of edit mode: a search box and the results; a result sets the position and its name. */
function AddressSearch({ visible, provider, near, debounceMs, onBack, onFailed, onPick }: { visible: boolean; provider: MapProvider; near?: LatLng; debounceMs: number; onBack: () => void; onFailed: () => void; onPick: (suggestion: AddressSuggestion, point: LatLng) => void }) {
  const { t } = useFieldEnv();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<AddressSuggestion[] | undefined>();
  const nearRef = useRef(near);
  nearRef.current = near;
  useEffect(() => {
    const text = keyword.trim();
    if (!text) {
      setResults(undefined);
      return undefined;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      provider.searchAddress(text, { near: nearRef.current, signal: abort.signal }).then(
        (list) => !abort.signal.aborted && setResults(list),
        () => {
          if (abort.signal.aborted) return;
          setResults([]);
          onFailed();
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword, provider, debounceMs]);
  const pick = async (suggestion: AddressSuggestion) => {
    try {
      const point = suggestion.point ?? (await provider.geocode([suggestion.address, suggestion.name].filter(Boolean).join(' ')));
      if (point) onPick(suggestion, point);
      else onFailed();
    } catch {
      onFailed();
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onBack} position="bottom" bodyClassName="sd-position-search" destroyOnClose>
      <DialogFocus open={visible} label={t('position.searchTitle')} onEscape={onBack}>
        <div data-testid="position-search">
          <PickerHeader title={t('position.searchTitle')} leftText={t('common.cancel')} onLeft={onBack} />
          <div className="sd-position-search-bar">
            <SearchBar value={keyword} onChange={setKeyword} placeholder={t('position.searchPlaceholder')} aria-label={t('position.searchTitle')} />
          </div>
          {results && results.length === 0 ? <p className="sd-position-empty">{t('position.noResults')}</p> : null}
          {results && results.length > 0 ? (
            <ul className="sd-position-results" aria-label={t('position.searchResults')}>
              {results.map((suggestion, index) => (
                <li key={`${suggestion.name}-${index}`}>
                  <button type="button" className="sd-position-result" onClick={() => void pick(suggestion)}>
                    <span className="sd-position-result-name">{suggestion.name}</span>
                    {suggestion.address ? <span className="sd-position-result-address">{suggestion.address}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </DialogFocus>
    </Popup>
  );
}
