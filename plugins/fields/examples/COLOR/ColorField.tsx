import { useT } from '@react';
import { isInteractive, useFadedStyle } from '../../shared/field-env';
import type { FieldEditProps } from '../../shared/types';
import { DEFAULT_PALETTE, normalizeColor, type HexColor } from './normalize';
import './color.css';

/** Props of {@link ColorField}. */
export interface ColorFieldProps extends FieldEditProps<string> {
  palette?: readonly HexColor[];
}

/** COLOR edit component: palette swatches as radios plus the system colour picker. */
export function ColorField({ value, onChange, onBlur, disabled, readOnly, palette = DEFAULT_PALETTE }: ColorFieldProps) {
  const t = useT();
  const faded = useFadedStyle({ disabled, readOnly });
  const current = normalizeColor(value);
  const locked = !isInteractive({ disabled, readOnly });
  const pick = (color: string) => {
    onChange?.(normalizeColor(color) ?? '');
    onBlur?.();
  };
  return (
    <div className="sd-color" style={faded} role="radiogroup">
      {palette.map((color) => (
        <button
          key={color}
          type="button"
          role="radio"
          aria-checked={current === color}
          aria-label={t('colorField.pick', { color })}
          className={`sd-color-swatch${current === color ? ' sd-color-swatch--on' : ''}`}
          style={{ background: color }}
          disabled={locked}
          onClick={() => pick(color)}
        />
      ))}
      <input type="color" aria-label={t('colorField.custom')} value={current ?? '#000000'} disabled={locked} onChange={(event) => pick(event.target.value)} />
    </div>
  );
}
