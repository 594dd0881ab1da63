import { ReadOnlyText } from '../shared/read-only';
import { formatCoordinate } from './map/geo';
import { toPositionValue, type PositionValue } from './map/value';
import { useFieldEnv } from '../shared/field-env';
import './position.css';

/** Props of {@link PositionReadPretty}. */
export interface PositionReadPrettyProps {
  value?: PositionValue | '' | string;
  /** Show longitude and latitude (6 decimals) under the address. @default false */
  displayLongitudeAndLatitude?: boolean;
}

/** POSITION read-only: the address (or the coordinates when it has none), the coordinates when configured; '--' when empty. */
export function PositionReadPretty({ value, displayLongitudeAndLatitude = false }: PositionReadPrettyProps) {
  const { t } = useFieldEnv();
  const position = toPositionValue(value);
  const coords = position ? `${formatCoordinate(position.longitude)}, ${formatCoordinate(position.latitude)}` : undefined;
  return (
    <ReadOnlyText text={position ? position.positionName || coords : undefined}>
      {position && displayLongitudeAndLatitude ? (
        <div className="sd-position-coords" data-testid="position-coords">
          {t('position.longitude')} {formatCoordinate(position.longitude)} · {t('position.latitude')} {formatCoordinate(position.latitude)}
        </div>
      ) : null}
    </ReadOnlyText>
  );
}
