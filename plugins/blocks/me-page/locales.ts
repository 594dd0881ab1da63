/**
 * Texts the personal page adds to the core's `app.me` ones, under the `mePage` domain (`t('mePage.<key>')`), added
 * when the page first renders. zh and en keep the same keys.
 */
export const mePageTexts = {
  zh: {
    role: '角色：{{value}}',
    tenant: '租户：{{value}}',
    accountSection: '账户',
    switchTenant: '切换租户',
    switchSubTenant: '切换子租户',
    about: '关于',
    version: '版本 {{value}}',
  },
  en: {
    role: 'Role: {{value}}',
    tenant: 'Tenant: {{value}}',
    accountSection: 'Account',
    switchTenant: 'Switch tenant',
    switchSubTenant: 'Switch sub-tenant',
    about: 'About',
    version: 'Version {{value}}',
  },
} as const;
