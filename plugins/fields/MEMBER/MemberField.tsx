import { useEffect, useMemo } from 'react';
import { useField } from '@formily/react';
import type { GeneralField } from '@formily/core';
import { isInteractive, useFieldEnv } from '../shared/field-env';
import { lazyCode, LazyCodeFailure } from '../shared/lazy-code';
import { OptionTrigger } from '../shared/option-trigger';
import type { FieldEditProps } from '../shared/types';
import { useLazyPicker } from '../shared/use-lazy-picker';
import { memberDisplays, memberSearchHelper, searchHelperKey, type MemberExtraProps } from './extras';
import { isMismatchedValue, mapMemberProps, memberKey, toMemberItems, type MemberMappedProps, type MemberValueItem } from './normalize';
import { useStoredUserStatuses } from './use-user-status';

/** Props of {@link MemberField}: the mapped x-props are optional (a person picker, single, by default). */
export interface MemberFieldProps extends FieldEditProps<MemberValueItem[]>, Partial<MemberMappedProps>, Partial<MemberExtraProps> {
  /** Sheet title. @default the form field's title, else the placeholder, else "Please select" */
  title?: string;
  /** Search debounce in ms (tests). @default 500 */
  searchDebounceMs?: number;
}

const DEFAULTS = mapMemberProps({});

// The picker sheet and the member directory behind it load on first open.
export const memberPickerCode = lazyCode(() => import('./MemberPickerHost'));

/**
 * MEMBER: the selected people / groups (`name(alias)`, tags when multiple)
 * and the picker sheet. Disabled and read-only fields do not open. A stored
 * value that does not fit the field (several entries in a single field, or
 * entries selectType does not allow) is cleared and reported with a
 * `field:showMessage` event (form-widgets §4). The value is always a list of
 * `{groupId, groupName, userId, userName}` (one entry when single).
 */
export function MemberField(props: MemberFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, title, searchDebounceMs } = props;
  const { runtime, t } = useFieldEnv();
  const field = useField() as GeneralField | null | undefined;
  const interactive = isInteractive({ disabled, readOnly });
  const selectType = props.selectType ?? DEFAULTS.selectType;
  const multiple = props.multiple ?? DEFAULTS.multiple;
  const securityFlag = props.securityFlag ?? DEFAULTS.securityFlag;
  const professional = props.professional ?? DEFAULTS.professional;
  const departmentMode = props.departmentMode ?? false;
  const items = useMemo(() => toMemberItems(value), [value]);
  const statuses = useStoredUserStatuses(items);
  const entries = memberDisplays(items, statuses, t('member.userDeleted'));
  const hint = placeholder || t('fields.pleaseSelect');
  const fieldTitle = title || (props.inTable ? undefined : typeof field?.title === 'string' ? field.title : undefined) || hint;

  const { picker, open, expanded, busy, openPicker, close } = useLazyPicker(memberPickerCode, { interactive, onFocus, onBlur });

  // A value that does not fit the field is cleared once it is seen (editable fields only).
  const mismatched = interactive && isMismatchedValue(value, { multiple, selectType });
  const valueKey = items.map(memberKey).join(',');
  useEffect(() => {
    if (!mismatched) return;
    onChange?.([]);
    runtime.bus.emit('field:showMessage', { field: field?.path?.toString() ?? fieldTitle, message: t('member.mismatch', { title: fieldTitle }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mismatched, valueKey]);

  const commit = (next: MemberValueItem[]) => {
    onChange?.(next);
    // OK also stores the search-helper value next to the field (form-widgets §4), not inside a table.
    if (!props.inTable && field?.form && field.path) field.form.setValuesIn(searchHelperKey(field.path.toString()), memberSearchHelper(next));
  };
  return (
    <>
      <OptionTrigger
        labels={entries.map((entry) => entry.text)}
        warnings={entries.map((entry) => entry.abnormal)}
        multiple={multiple}
        placeholder={hint}
        disabled={disabled}
        readOnly={readOnly}
        expanded={expanded}
        busy={busy}
        label={fieldTitle}
        onPrefetch={picker.prefetch}
        onOpen={openPicker}
      />
      {interactive && open ? <LazyCodeFailure state={picker} /> : null}
      {interactive && picker.module ? (
        <picker.module.MemberPickerHost
          visible={open}
          title={fieldTitle}
          selectRange={props.selectRange ?? []}
          securityFlag={securityFlag}
          professional={professional}
          searchDebounceMs={searchDebounceMs}
          selected={items}
          multiple={multiple}
          selectType={departmentMode ? 'person' : selectType}
          departmentMode={departmentMode}
          limitUserByDepIds={props.limitUserByDepIds}
          additionOptions={props.additionOptions}
          showWorkOrderCount={props.showWorkOrderCount}
          unSelected={props.unSelected ?? []}
          unSelectedToast={props.unSelectedToast}
          onClose={close}
          onCommit={commit}
        />
      ) : null}
    </>
  );
}
