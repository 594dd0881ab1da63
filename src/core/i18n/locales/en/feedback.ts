// feedback texts (en). Keys must match the other language's file (a test checks it).
const feedback = {} as const;
export default feedback;
