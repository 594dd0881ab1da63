import { Fragment } from 'react';
import { useT } from '@react';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { memberDisplays } from './extras';
import { useStoredUserStatuses } from './use-user-status';
import './member.css';

/**
 * MEMBER read-only display: `name(alias)` of each user (group names for groups) joined by '/', '--' when
 * empty; a deleted or unknown user reads "user deleted", users who are not normal are in orange (spec §5).
 */
export function MemberReadPretty({ value }: FieldReadProps<unknown>) {
  const t = useT();
  const entries = memberDisplays(value, useStoredUserStatuses(value), t('member.userDeleted'));
  if (!entries.some((entry) => entry.abnormal)) return <ReadOnlyText text={entries.map((entry) => entry.text).join('/')} />;
  return (
    <div className="sd-field-read">
      {entries.map((entry, index) => (
        <Fragment key={entry.key}>
          {index > 0 ? '/' : null}
          <span className={entry.abnormal ? 'sd-picker-warning' : undefined}>{entry.text}</span>
        </Fragment>
      ))}
    </div>
  );
}
