// rules texts (zh). Keys must match the other language's file (a test checks it).
const rules = {} as const;
export default rules;
