import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { MemberField } from './MemberField';
import { MemberReadPretty } from './MemberReadPretty';
import { mapMemberProps, MEMBER_RULE_KINDS, toMemberItems } from './normalize';
import { memberTexts } from './locales';
import { mapMemberExtraProps } from './extras';

/**
 * MEMBER (user / group picker). The value is a list of
 * `{groupId, groupName, userId, userName}` in single mode too (form-widgets
 * §3), so the value kind is `multi` whatever `isMultiple` says.
 */
export const memberField: ReactFieldDefinition = defineFieldType({
  type: 'MEMBER',
  valueKind: 'multi',
  // Members: defaultValueJson (current user, leaders, custom) resolves to people.
  members: 'users',
  locales: { member: memberTexts },
  component: MemberField,
  readPretty: MemberReadPretty,
  mapProps: (xProps) => ({ ...mapMemberProps(xProps), ...mapMemberExtraProps(xProps) }),
  ruleKinds: MEMBER_RULE_KINDS,
  emptyValue: () => [],
  commitValue: (value) => toMemberItems(value),
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** MEMBER: the props of its edit component (what `mapProps` fills). */
    MEMBER: ComponentProps<typeof MemberField>;
  }
}
