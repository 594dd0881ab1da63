// The fetch the AI streams use, on its own so a component can read it without loading the AI client.
import { createContext } from 'react';

/** The fetch of the AI streams below it (stories and tests reach the fixture gateway in process). @default the browser's fetch */
export const AiFetchContext = createContext<typeof globalThis.fetch | undefined>(undefined);
