/**
 * Texts of a template's process page, under the `processPage` domain (`t('processPage.<key>')`), added when the
 * block first renders. zh and en keep the same keys.
 */
export const processPageTexts = {
  zh: {
    nodes: '流程节点',
    nodeCount: '共 {{count}} 个节点',
    step: '第 {{n}} 步',
    next: '下一步：{{names}}',
    loadFailed: '流程信息加载失败',
    missing: '未找到该流程，或你没有发起它的权限',
    noNodes: '该流程还没有节点',
    chooseTemplate: '选择一个流程查看它的流程信息',
    kind: { start: '开始', end: '结束', handle: '处理', approve: '审批', decision: '条件分支', parallel: '并行分支', step: '步骤' },
    handler: {
      requester: '处理人：提单人',
      requesterLeader: '处理人：提单人的上级',
      group: '处理组：{{names}}',
      users: '处理人：{{names}}',
    },
    mode: {
      MULTI_PROCESSING: '所有处理人同时处理',
      SEQUENCE_HANDLE: '处理人依次处理',
      FREE_PROCESSING: '任一处理人处理即可',
      CONDITIONAL: '按完成条件处理',
    },
  },
  en: {
    nodes: 'Process steps',
    nodeCount: '{{count}} steps',
    step: 'Step {{n}}',
    next: 'Next: {{names}}',
    loadFailed: 'Could not load the process',
    missing: 'This process was not found, or you may not start it',
    noNodes: 'This process has no steps yet',
    chooseTemplate: 'Choose a process to see how it runs',
    kind: { start: 'Start', end: 'End', handle: 'Handling', approve: 'Approval', decision: 'Decision', parallel: 'Parallel branches', step: 'Step' },
    handler: {
      requester: 'Handled by: the requester',
      requesterLeader: 'Handled by: the requester’s leader',
      group: 'Group: {{names}}',
      users: 'Handled by: {{names}}',
    },
    mode: {
      MULTI_PROCESSING: 'All handlers at the same time',
      SEQUENCE_HANDLE: 'Handlers one after another',
      FREE_PROCESSING: 'Any one handler completes it',
      CONDITIONAL: 'Done by a completion rule',
    },
  },
} as const;
