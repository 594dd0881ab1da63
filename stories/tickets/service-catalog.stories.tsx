import type { Meta, StoryObj } from '@storybook/react-vite';
import ServiceCatalog from '@plugins/blocks/service-catalog/service-catalog';
import { ticketRuntime } from './fixtures';
import { TicketPage } from './stories';
import { catalogAdapter } from './catalog-adapter';

const meta = {
  title: 'Tickets/Service catalogue',
  component: ServiceCatalog,
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: catalogAdapter() } },
  decorators: [
    (Story) => (
      <TicketPage url="/flowCenter">
        <Story />
      </TicketPage>
    ),
  ],
} satisfies Meta<typeof ServiceCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Common services (star to remove, "Reorder"), recent services and the catalogue's levels; Office IT opens its first sub-catalogue. */
export const Catalogue: Story = {};

/** Every catalogue call fails: the load-failure screens with Retry. */
export const LoadFailure: Story = { parameters: { runtime: { ...ticketRuntime(), requestAdapter: catalogAdapter({ fail: true }) } } };
