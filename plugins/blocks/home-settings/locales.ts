/**
 * Texts of the home settings, under the `homeSettings` domain (`t('homeSettings.<key>')`), added to
 * i18n when the block is registered. zh and en keep the same keys.
 */
export const homeSettingsTexts = {
  zh: {
    bannerHint: '选择导航栏显示的模块并调整顺序，至少选择 {{min}} 个。',
    tabHint: '选择底部菜单显示的模块、名称和顺序，至少显示 {{min}} 个，名称不能重复。',
    listLabelBanner: '导航栏模块',
    listLabelTab: '底部菜单模块',
    show: '显示“{{name}}”',
    customLabel: '“{{name}}”的菜单名称',
    moveUp: '上移“{{name}}”',
    moveDown: '下移“{{name}}”',
    drag: '拖动排序',
    moved: '“{{name}}”已移到第 {{position}} 位',
    save: '保存',
    saved: '保存成功',
    tooFewBanner: '导航栏至少需要选择 {{min}} 个模块',
    tooFewTab: '底部菜单至少需要显示 {{min}} 个模块',
    duplicateLabel: '底部菜单名称“{{label}}”重复，请修改',
    fixProblems: '无法保存：',
  },
  en: {
    bannerHint: 'Choose the modules of the navigation banner and their order; choose at least {{min}}.',
    tabHint: 'Choose the modules of the bottom menu, their names and order; show at least {{min}}, each name once.',
    listLabelBanner: 'Navigation banner modules',
    listLabelTab: 'Bottom menu modules',
    show: 'Show “{{name}}”',
    customLabel: 'Menu name of “{{name}}”',
    moveUp: 'Move “{{name}}” up',
    moveDown: 'Move “{{name}}” down',
    drag: 'Drag to reorder',
    moved: '“{{name}}” moved to position {{position}}',
    save: 'Save',
    saved: 'Saved',
    tooFewBanner: 'Choose at least {{min}} modules for the navigation banner',
    tooFewTab: 'Show at least {{min}} module in the bottom menu',
    duplicateLabel: 'The bottom menu name “{{label}}” is used more than once; change it',
    fixProblems: 'Cannot save:',
  },
} as const;
