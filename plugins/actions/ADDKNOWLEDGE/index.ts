// ADDKNOWLEDGE: Add the ticket to the knowledge base (it needs review afterwards).
export { addKnowledgeAction } from './definition';
