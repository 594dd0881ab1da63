/**
 * Texts of the tenant lists, under the `tenants` domain (`t('tenants.<key>')`), added when a list first renders.
 * The tags 'Expired' / 'Deactivated' are the core's `feedback.tenant` texts. zh and en keep the same keys.
 */
export const tenantsTexts = {
  zh: {
    topLabel: '可切换的租户',
    subLabel: '可切换的子租户',
    empty: '暂无可切换的账户',
    current: '当前',
    currentReason: '这是当前账户',
    expiredReason: '该账户已过期，不能切换',
    deactivatedReason: '该账户已停用，不能切换',
    logo: '{{name}}的标志',
    switching: '正在切换…',
  },
  en: {
    topLabel: 'Tenants you can switch to',
    subLabel: 'Sub-tenants you can switch to',
    empty: 'No accounts to switch to',
    current: 'Current',
    currentReason: 'This is the current account',
    expiredReason: 'This account has expired and cannot be chosen',
    deactivatedReason: 'This account is deactivated and cannot be chosen',
    logo: 'Logo of {{name}}',
    switching: 'Switching…',
  },
} as const;
