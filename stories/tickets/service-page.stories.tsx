import type { Meta, StoryObj } from '@storybook/react-vite';
import ProcessTemplate from '@plugins/blocks/process-template/process-template';
import { ticketRoutes } from '@plugins/blocks/ticket-shared/model';
import { catalogAdapter } from './catalog-adapter';
import { ticketRuntime } from './fixtures';
import { TicketPage } from './stories';

const meta = {
  title: 'Tickets/Service page',
  component: ProcessTemplate,
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: catalogAdapter() } },
} satisfies Meta<typeof ProcessTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A catalogue service's page: icon, catalogue path, description, the FAQ (disclosures), the flow chart and Start. */
export const WithFaq: Story = {
  decorators: [
    (Story) => (
      <TicketPage url={ticketRoutes.template('proc-request:3:90017', 'm-password-reset')}>
        <Story />
      </TicketPage>
    ),
  ],
};

/** The service's call fails: the load-failure screen with Retry. */
export const LoadFailure: Story = {
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: catalogAdapter({ fail: true }) } },
  decorators: WithFaq.decorators,
};
