import { useState, type ComponentType } from 'react';
import type { ReactFieldTypeDefinition } from '@react/form';
import { pickText, useLanguage } from '@react';
import type { FieldFixture, FieldVariant } from './fixtures';
import './field-gallery.css';

/** How the gallery shows its fields. */
export type GalleryMode = 'edit' | 'readOnly' | 'disabled' | 'readPretty' | 'empty';

/** Props of {@link FieldGallery}. */
export interface FieldGalleryProps {
  fixture: FieldFixture;
  definition: ReactFieldTypeDefinition;
  mode: GalleryMode;
  /** Show the current value under each field (handy for QA). @default true */
  showValue?: boolean;
}

type AnyComponent = ComponentType<Record<string, unknown>>;

function Item({ variant, definition, mode, showValue }: { variant: FieldVariant; definition: ReactFieldTypeDefinition; mode: GalleryMode; showValue: boolean }) {
  const language = useLanguage();
  const empty = mode === 'empty';
  const [value, setValue] = useState<unknown>(empty ? definition.emptyValue?.() : variant.value);
  const mapped = definition.mapProps ? definition.mapProps(variant.xProps) : variant.xProps;
  const placeholder = typeof variant.xProps.placeholder === 'string' ? variant.xProps.placeholder : undefined;
  const pretty = mode === 'readPretty' || empty;
  const View = (pretty ? (definition.readPretty ?? definition.component) : definition.component) as unknown as AnyComponent;
  const title = pickText(variant.title, language);
  return (
    <div className="sd-story-field" data-variant={variant.name}>
      <div className="sd-story-label">{title}</div>
      <View
        {...mapped}
        placeholder={placeholder}
        title={title}
        value={value}
        onChange={setValue}
        readOnly={mode === 'readOnly' || undefined}
        disabled={mode === 'disabled' || undefined}
      />
      {showValue && !pretty && definition.valueKind !== 'none' ? <code className="sd-story-value">{JSON.stringify(value ?? null)}</code> : null}
    </div>
  );
}

/** Every variant of a field fixture, in one mode, laid out like a form on a phone. */
export function FieldGallery({ fixture, definition, mode, showValue = true }: FieldGalleryProps) {
  return (
    <div className="sd-story-form" data-mode={mode}>
      {fixture.variants.map((variant) => (
        <Item key={`${variant.name}-${mode}`} variant={variant} definition={definition} mode={mode} showValue={showValue} />
      ))}
    </div>
  );
}
