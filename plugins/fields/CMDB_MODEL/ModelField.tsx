import { useState } from 'react';
import { useFieldA11y } from '@react/form/field-a11y';
import { isInteractive, useFieldEnv } from '../shared/field-env';
import { LazyCodeFailure } from '../shared/lazy-code';
import { OptionTrigger } from '../shared/option-trigger';
import type { FieldEditProps } from '../shared/types';
import { useLazyPicker } from '../shared/use-lazy-picker';
import { cmdbPickersCode } from '../shared/cmdb/ci-field';
import { toModelId } from '../shared/cmdb/model';
import type { ModelNameState } from './normalize';
import { useModelName } from './use-model-name';

/** Props of {@link ModelField}. */
export interface ModelFieldProps extends FieldEditProps<string> {
  /** The picker's title. @default the form row's title, else "Select a model" */
  title?: string;
}

/** The text of a model name state ('' when there is no model). */
export function modelNameText(state: ModelNameState, t: (key: string) => string): string {
  switch (state.kind) {
    case 'found':
      return state.name;
    case 'loading':
      return t('common.loading');
    case 'failed':
      return t('cmdbField.modelsFailed');
    case 'unknown':
      return t('cmdbField.unknownModel');
    default:
      return '';
  }
}

/** CMDB_MODEL: one CMDB model chosen from `/cmdb/modelList` (name shown; the value is its `modelId`). */
export function ModelField({ value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, title }: ModelFieldProps) {
  const { t } = useFieldEnv();
  const modelId = toModelId(value);
  // Names of models chosen here: no lookup needed for them.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(() => new Map());
  const looked = useModelName(chosen.has(modelId) ? '' : modelId);
  const name = chosen.get(modelId) ?? modelNameText(looked, t);
  const interactive = isInteractive({ disabled, readOnly });
  const rowTitle = useFieldA11y()?.title;
  const { picker, open, expanded, busy, openPicker, close } = useLazyPicker(cmdbPickersCode, { interactive, onFocus, onBlur });
  return (
    <>
      <OptionTrigger
        labels={name ? [name] : []}
        multiple={false}
        placeholder={placeholder || t('fields.pleaseSelect')}
        disabled={disabled}
        readOnly={readOnly}
        expanded={expanded}
        busy={busy}
        label={title || rowTitle}
        onPrefetch={picker.prefetch}
        onOpen={openPicker}
      />
      {interactive && open ? <LazyCodeFailure state={picker} /> : null}
      {interactive && picker.module ? (
        <picker.module.ModelPicker
          visible={open}
          title={title || rowTitle || t('cmdbField.pickModelTitle')}
          selected={modelId}
          onClose={close}
          onCommit={(model) => {
            if (model) setChosen((prev) => new Map(prev).set(model.modelId, model.modelName));
            onChange?.(model?.modelId ?? '');
          }}
        />
      ) : null}
    </>
  );
}
