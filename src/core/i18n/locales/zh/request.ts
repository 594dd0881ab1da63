// request texts (zh). Keys must match the other language's file (a test checks it).
const request = {
  canceled: '请求已取消',
} as const;
export default request;
