// request texts (en). Keys must match the other language's file (a test checks it).
const request = {
  canceled: 'request canceled',
} as const;
export default request;
