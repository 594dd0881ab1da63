import { useEffect, useMemo, useRef, useState } from 'react';
import { useField } from '@formily/react';
import type { GeneralField } from '@formily/core';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useSchemaFormSession } from '@react/form';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { lazyCode, LazyCodeFailure } from '../shared/lazy-code';
import { usePopupTriggerProps } from '../shared/popup-trigger';
import type { FieldEditProps } from '../shared/types';
import { useLazyPicker } from '../shared/use-lazy-picker';
import { AUTO_FILL_LOCATE_TIMEOUT_MS } from './map/constants';
import { formatCoordinate } from './map/geo';
import { toPositionValue, type PositionValue } from './map/value';
import { mapPositionProps, valueRange, type PositionMappedProps } from './normalize';
import { usePositionServices } from './services';
import '../shared/fields.css';
import './position.css';

/** Props of {@link PositionField}: the mapped x-props are optional (no check, no default, no fine-tuning). */
export interface PositionFieldProps extends FieldEditProps<PositionValue | ''>, Partial<PositionMappedProps> {
  /** Picker title. @default the form field's title, else "Choose a position" */
  title?: string;
  /** Address search debounce in ms (tests). @default 500 */
  searchDebounceMs?: number;
}

const DEFAULTS = mapPositionProps({});

// The picker (map, panel, address search) and the map services load on first use: the picker when the field
// is opened, the services also for the auto-fill of an empty field.
export const positionPickerCode = lazyCode(() => import('./PositionPicker'));
export const mapServicesCode = lazyCode(() => import('./map'));

/** The address and, when asked for, the coordinates of a value (trigger and read-only display). */
export function PositionText({ value, showCoordinates }: { value: PositionValue; showCoordinates: boolean }) {
  const { t } = useFieldEnv();
  return (
    <span className="sd-position-text">
      <span className="sd-position-name">{value.positionName || `${formatCoordinate(value.longitude)}, ${formatCoordinate(value.latitude)}`}</span>
      {showCoordinates ? (
        <span className="sd-position-coords" data-testid="position-coords">
          {t('position.longitude')} {formatCoordinate(value.longitude)} · {t('position.latitude')} {formatCoordinate(value.latitude)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * POSITION: the picked place (address, optionally longitude and latitude with 6 decimals) and the full-height map
 * picker. An empty editable field takes its default once (form-widgets §3, §4): the configured position
 * (`customize`), another position field's value, or the user's position (`auto`: the recent cached one, else a
 * fresh fix within 10 s); disabled and read-only fields never open and take no default.
 */
export function PositionField(props: PositionFieldProps) {
  const { onChange, onFocus, onBlur, disabled, readOnly, placeholder, searchDebounceMs } = props;
  const { runtime, t } = useFieldEnv();
  const services = usePositionServices();
  const session = useSchemaFormSession();
  const field = useField() as GeneralField | null | undefined;
  const interactive = isInteractive({ disabled, readOnly });
  const faded = useFadedStyle({ disabled, readOnly });
  const value = useMemo(() => toPositionValue(props.value), [props.value]);
  const positionCheck = props.positionCheck ?? DEFAULTS.positionCheck;
  const plan = props.defaultPlan ?? DEFAULTS.defaultPlan;
  const fineTuning = props.fineTuning ?? DEFAULTS.fineTuning;
  const showCoordinates = props.displayLongitudeAndLatitude ?? DEFAULTS.displayLongitudeAndLatitude;
  const manualEntry = props.manualEntry ?? DEFAULTS.manualEntry;
  const fieldTitle = props.title || (typeof field?.title === 'string' && field.title) || t('position.title');
  const [locating, setLocating] = useState(false);
  const { picker, open, expanded, busy, openPicker, close } = useLazyPicker(positionPickerCode, { interactive, onFocus, onBlur });

  // The default of an empty editable field, once.
  const defaulted = useRef(false);
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };
  useEffect(() => {
    // Only while a new ticket is filled in (a submitted ticket's empty position stays empty until the user picks one).
    if (defaulted.current || !interactive || value || plan.kind === 'none' || (session && !session.filling)) return undefined;
    defaulted.current = true;
    if (plan.kind === 'customize') {
      onChange?.(plan.value);
      return undefined;
    }
    if (plan.kind === 'field') {
      const other = toPositionValue(session?.field(plan.fieldCode)?.value);
      if (other) onChange?.({ ...other, range: valueRange(fineTuning) });
      return undefined;
    }
    const abort = new AbortController();
    setLocating(true);
    void (async () => {
      try {
        const map = await mapServicesCode.load();
        const provider = await map.providerFor(runtime, services.provider).catch(() => undefined);
        const result = await map.locateUser({
          geolocation: map.geolocationFor(provider, services.geolocation),
          provider,
          cache: map.createRecentPositionCache(runtime.storage, services.now),
          timeoutMs: AUTO_FILL_LOCATE_TIMEOUT_MS,
          range: valueRange(fineTuning),
          signal: abort.signal,
        });
        if (abort.signal.aborted) return;
        // The user may have picked a place meanwhile: theirs wins.
        if (result.value && !latest.current.value) latest.current.onChange?.(result.value);
        if (result.failure) runtime.bus.emit('toast:show', { type: 'error', message: t(`position.errors.${result.failure}`) });
      } catch (error) {
        console.error('[POSITION] auto position failed', error);
      } finally {
        if (!abort.signal.aborted) setLocating(false);
      }
    })();
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interactive]);

  const trigger = usePopupTriggerProps({ interactive, readOnly, expanded, label: fieldTitle, busy: busy || locating, onPrefetch: picker.prefetch, onOpen: openPicker });
  return (
    <>
      <button {...trigger} className={`sd-picker-trigger sd-position-trigger${interactive ? '' : ' sd-picker-trigger--locked'}`} style={faded} data-testid="position-trigger">
        <EnvironmentOutline className="sd-position-icon" aria-hidden="true" />
        <span className="sd-picker-trigger-value">
          {value ? <PositionText value={value} showCoordinates={showCoordinates} /> : <span className="sd-picker-placeholder">{locating ? t('position.locating') : placeholder || t('position.placeholder')}</span>}
        </span>
      </button>
      {interactive && open ? <LazyCodeFailure state={picker} /> : null}
      {interactive && picker.module ? (
        <picker.module.PositionPicker
          visible={open}
          title={fieldTitle}
          value={value}
          positionCheck={positionCheck}
          defaultPlan={plan}
          fineTuning={fineTuning}
          displayLongitudeAndLatitude={showCoordinates}
          manualEntry={manualEntry}
          searchDebounceMs={searchDebounceMs}
          formValues={() => session?.getDraftValues() ?? {}}
          onClose={close}
          onCommit={(next) => {
            onChange?.(next);
            close();
          }}
        />
      ) : null}
    </>
  );
}
