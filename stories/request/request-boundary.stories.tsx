import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestBoundary, useLanguage, useT, type RequestBoundaryState } from '@react';

/** A block's loaded data in each state of RequestBoundary (the texts follow the toolbar language). */
type Templates = { names: string[] };

interface BoundaryStoryProps {
  /** The useRequest state shown. */
  state: 'loading' | 'error' | 'refused' | 'empty' | 'data';
}

const retry = () => console.info('[story] reload');

function requestIn(state: BoundaryStoryProps['state'], language: string): RequestBoundaryState<Templates> {
  const names = language === 'en' ? ['Incident management', 'Service request'] : ['事件管理', '服务请求'];
  switch (state) {
    case 'loading':
      return { loading: true, data: undefined, error: undefined, reload: retry };
    case 'error':
      // No message from the server: the spec's load-failure text shows.
      return { loading: false, data: undefined, error: { message: '' }, reload: retry };
    case 'refused':
      return {
        loading: false,
        data: undefined,
        error: { code: 100006, message: language === 'en' ? 'You may not create this ticket' : '您无权创建该工单，或该流程不存在，请联系IT服务台' },
        reload: retry,
      };
    case 'empty':
      return { loading: false, data: { names: [] }, error: undefined, reload: retry };
    default:
      return { loading: false, data: { names }, error: undefined, reload: retry };
  }
}

function BoundaryStory({ state }: BoundaryStoryProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <RequestBoundary
      request={requestIn(state, language)}
      isEmpty={(data) => data.names.length === 0}
      empty={{ description: t('tickets.flowCenter.empty') }}
      errorTitle={state === 'refused' ? undefined : t('tickets.flowCenter.loadFailed')}
      testId="story"
    >
      {(data) => (
        <ul style={{ margin: 0, padding: 16, listStyle: 'none' }}>
          {data.names.map((name) => (
            <li key={name} style={{ padding: '12px 0', borderBottom: '1px solid #eee' }}>
              {name}
            </li>
          ))}
        </ul>
      )}
    </RequestBoundary>
  );
}

const meta = {
  title: 'React/Request boundary',
  component: BoundaryStory,
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'error', 'refused', 'empty', 'data'] } },
} satisfies Meta<typeof BoundaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const LoadFailed: Story = { args: { state: 'error' } };
export const Refused: Story = { args: { state: 'refused' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Data: Story = { args: { state: 'data' } };
