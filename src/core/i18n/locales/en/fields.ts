// fields texts (en). Keys must match the other language's file (a test checks it).
const fields = {} as const;
export default fields;
