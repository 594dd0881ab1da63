import { useId } from 'react';
import { ticketRoutes } from '../ticket-shared/model';
import { LinkItem } from './link-item';
import './model-link.css';

/** What a service-model row shows (recommendations, search results). */
export interface ModelLinkModel {
  name: string;
  description?: string;
  processDefId: string;
}

/** A service model as a row of a `List`: a link to its create form, named by the model and described by its description. */
export function ModelLink({ model, testId }: { model: ModelLinkModel; testId: string }) {
  const id = useId();
  return (
    <LinkItem
      to={ticketRoutes.create(model.processDefId)}
      className="sd-model-link"
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
