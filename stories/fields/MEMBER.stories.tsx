import type { StoryObj } from '@storybook/react-vite';
import type { RequestAdapter } from '@core';
import schema from '../../fixtures/fields/MEMBER.fields.json';
import values from '../../fixtures/fields/MEMBER.values.json';
import type { Batch2Form } from './batch2-form';
import { memberAdapter } from './member-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/MEMBER.fields.json: a single person (the reporter), several people with one who
// cannot be chosen (unSelected + toast) and a count limit, people and groups (tabs while searching),
// a person limited to one group (selectRange) and a single group. The user, group and department lists
// come from the gateway's own handlers over the seed; the story's pending-ticket counts are set here
// (the story seed has no tickets), one above the cap of 99.
const lists = memberAdapter();
const counts: Record<string, number> = { '10002': 3, '10003': 128, '10007': 12 };
const requestAdapter: RequestAdapter = (config) =>
  (config.url ?? '').split('?')[0]!.endsWith('/workOrder/usersOpenTicketsCount')
    ? Promise.resolve({ status: 200, data: { code: 100000, msg: 'success', data: Object.entries(counts).map(([userId, count]) => ({ userId, count })) } })
    : lists(config);

const meta = { title: 'Fields/MEMBER', ...batch2Meta({ schema, values, requestAdapter }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');

/**
 * The department/user picker: the organisation structure with pending-ticket counts, the same in
 * security mode (search only), and one limited to the service desk (limitUserByDepIds). The stored
 * value holds a disabled, a deleted and an unknown user (orange, "user deleted").
 */
export const DepartmentPicker: StoryObj<typeof Batch2Form> = {
  args: {
    mode: 'edit',
    schema: {
      type: 'object',
      properties: {
        handlers: { title: '处理人', 'x-component': 'MEMBER', 'x-index': 1, 'x-props': { isMultiple: true, selectType: 'DEPARTMENT', isShowWorkOrderCount: true } },
        secure: { title: '处理人（安全模式）', 'x-component': 'MEMBER', 'x-index': 2, 'x-props': { isMultiple: false, selectType: 'DEPARTMENT', securityFlag: true } },
        desk: { title: '服务台人员', 'x-component': 'MEMBER', 'x-index': 3, 'x-props': { isMultiple: true, limitUserByDepIds: ['d-112'], isShowWorkOrderCount: true } },
      },
    },
    values: {
      handlers: [
        { groupId: '', groupName: '', userId: '10003', userName: '王五(Wang Wu)' },
        { groupId: '', groupName: '', userId: '10009', userName: '郑十(Zheng Shi)' },
        { groupId: '', groupName: '', userId: '10010', userName: '陈一(Chen Yi)' },
        { groupId: '', groupName: '', userId: '99999', userName: '离职人员' },
      ],
    },
  },
};
