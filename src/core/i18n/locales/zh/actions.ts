// actions texts (zh). Keys must match the other language's file (a test checks it).
const actions = {} as const;
export default actions;
