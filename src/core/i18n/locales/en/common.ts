// common texts (en). Keys must match the other language's file (a test checks it).
const common = {} as const;
export default common;
