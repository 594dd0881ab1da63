// The member picker with its directory (users, groups, search, paging): a chunk of its own, loaded
// when a MEMBER or GROUP field is first opened (issue 14), so the field's chunk holds its tags only.
import { useEffect, useMemo } from 'react';
import { useRuntime } from '@react';
import { createMemberDirectory, type MemberDirectoryDeps } from './directory';
import { MemberPicker, type MemberPickerProps } from './MemberPicker';
import type { MemberMappedProps } from './normalize';

/** Props of {@link MemberPickerHost}: the picker's, with what its directory is built from instead of the directory. */
export interface MemberPickerHostProps extends Omit<MemberPickerProps, 'directory'>, Pick<MemberMappedProps, 'securityFlag' | 'professional'> {
  selectRange: readonly string[];
  /** Search debounce in ms (tests). @default 500 */
  searchDebounceMs?: number;
}

/** Builds the field's member directory (disposed with it) and renders the picker on it. */
export function MemberPickerHost({ selectRange, securityFlag, professional, searchDebounceMs, ...picker }: MemberPickerHostProps) {
  const runtime = useRuntime();
  const { selectType } = picker;
  const rangeKey = selectRange.join(',');
  const directory = useMemo(() => {
    const encrypt: MemberDirectoryDeps['encrypt'] = (plain) => import('@core/crypto').then(({ aesEncrypt }) => aesEncrypt(plain, runtime.config.aesKey));
    const range = rangeKey ? rangeKey.split(',') : [];
    return createMemberDirectory({ selectType, selectRange: range, securityFlag, professional }, { request: runtime.request, encrypt, searchDebounceMs });
  }, [runtime, selectType, rangeKey, securityFlag, professional, searchDebounceMs]);
  useEffect(() => () => directory.dispose(), [directory]);
  return <MemberPicker {...picker} directory={directory} />;
}
