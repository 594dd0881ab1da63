import { ReadOnlyText } from '../../shared/read-only';
import type { FieldReadProps } from '../../shared/types';
import { normalizeColor } from './normalize';
import './color.css';

/** COLOR read-only display: a swatch and the hex code, '--' when empty. */
export function ColorReadPretty({ value }: FieldReadProps<unknown>) {
  const color = normalizeColor(value);
  if (!color) return <ReadOnlyText />;
  return (
    <div className="sd-color-read">
      <span className="sd-color-swatch" style={{ background: color }} aria-hidden="true" />
      <ReadOnlyText text={color} />
    </div>
  );
}
