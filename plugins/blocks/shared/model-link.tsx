import { useId } from 'react';
import { useRuntime } from '@react/runtime/runtime-provider';
import { ticketRoutes } from '../ticket-shared/model';
import { LinkItem } from './link-item';
import { ServiceIcon } from './service-icon';
import { startService, type StartableService } from './start-service';
import './model-link.css';

/** What a service-model row shows (recommendations, search results). */
export interface ModelLinkModel extends StartableService {
  name: string;
  description?: string;
  /** The catalogue's icon name; none draws no icon. */
  icon?: string;
}

/**
 * A service model as a row of a `List`: a link to its create form, named by the model and described by its
 * description, with its catalogue icon. Following it starts a ticket from the service (use counter, recent services).
 */
export function ModelLink({ model, testId }: { model: ModelLinkModel; testId: string }) {
  const id = useId();
  const runtime = useRuntime();
  return (
    <LinkItem
      to={ticketRoutes.create(model.processDefId)}
      onClick={() => void startService(runtime, model)}
      className="sd-model-link"
      prefix={model.icon ? <ServiceIcon name={model.icon} /> : undefined}
      description={model.description ? <span id={`${id}-description`}>{model.description}</span> : undefined}
      aria-labelledby={`${id}-name`}
      aria-describedby={model.description ? `${id}-description` : undefined}
      data-testid={testId}
    >
      <span className="sd-model-link__name" id={`${id}-name`}>
        {model.name}
      </span>
    </LinkItem>
  );
}
