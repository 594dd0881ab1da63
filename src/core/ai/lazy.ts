// The one way the app reaches the AI stream client: a dynamic import of ./kit (see there why).
export const loadAiKit = () => import('./kit');

/** What {@link loadAiKit} gives. */
export type AiKit = Awaited<ReturnType<typeof loadAiKit>>;
