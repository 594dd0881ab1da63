// The member picker with its directory (users, groups, departments, search, paging): a chunk of its own,
// loaded when a MEMBER or GROUP field is first opened (issue 14), so the field's chunk holds its tags only.
import { useEffect, useMemo } from 'react';
import { useRuntime } from '@react';
import { createDepartmentDirectory } from './department';
import { DepartmentPicker } from './DepartmentPicker';
import { createMemberDirectory, type MemberDirectoryDeps } from './directory';
import type { MemberExtraProps } from './extras';
import { MemberPicker, type MemberPickerProps } from './MemberPicker';
import type { MemberMappedProps, MemberRow } from './normalize';

/** Props of {@link MemberPickerHost}: the picker's, with what its directory is built from instead of the directory. */
export interface MemberPickerHostProps
  extends Omit<MemberPickerProps, 'directory' | 'rootLabel' | 'searchPlaceholder'>,
    Pick<MemberMappedProps, 'securityFlag' | 'professional'>,
    Partial<Pick<MemberExtraProps, 'departmentMode' | 'showWorkOrderCount'>> {
  selectRange: readonly string[];
  limitUserByDepIds?: readonly string[];
  additionOptions?: readonly MemberRow[];
  /** Search debounce in ms (tests). @default 500 */
  searchDebounceMs?: number;
}

const NONE: readonly never[] = [];
const log = (message: string, error: unknown) => console.warn(`[MEMBER] ${message}`, error);

/** Builds the field's directory (disposed with it): the department one in department mode, else the user-group one; renders the picker on it. */
export function MemberPickerHost({
  selectRange,
  securityFlag,
  professional,
  searchDebounceMs,
  departmentMode = false,
  limitUserByDepIds = NONE,
  additionOptions = NONE,
  showWorkOrderCount = false,
  ...picker
}: MemberPickerHostProps) {
  const runtime = useRuntime();
  const { selectType } = picker;
  const rangeKey = selectRange.join(',');
  const limitKey = limitUserByDepIds.join(',');
  // x-props are mapped again on renders: the lists are compared by content, not identity.
  const extraKey = additionOptions.map((row) => `${row.key}\t${row.label}\t${row.status}`).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const extra = useMemo(() => additionOptions, [extraKey]);
  const directory = useMemo(() => {
    const encrypt: MemberDirectoryDeps['encrypt'] = (plain) => import('@core/crypto').then(({ aesEncrypt }) => aesEncrypt(plain, runtime.config.aesKey));
    const deps = { request: runtime.request, encrypt, searchDebounceMs, log };
    if (departmentMode) {
      return createDepartmentDirectory({ securityFlag, professional, limitUserByDepIds: limitKey ? limitKey.split(',') : [], additionOptions: extra, showWorkOrderCount }, deps);
    }
    const range = rangeKey ? rangeKey.split(',') : [];
    return createMemberDirectory({ selectType, selectRange: range, securityFlag, professional, additionOptions: extra, showWorkOrderCount }, deps);
  }, [runtime, selectType, rangeKey, securityFlag, professional, searchDebounceMs, departmentMode, limitKey, extra, showWorkOrderCount]);
  useEffect(() => () => directory.dispose(), [directory]);
  return departmentMode ? <DepartmentPicker {...picker} directory={directory} /> : <MemberPicker {...picker} directory={directory} />;
}
