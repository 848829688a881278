/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */

const A = '/api-cloud-merchant-service/v1/aigc';

export const AIGC_API = {
  scriptPage: `${A}/script/page`,
  scriptDetail: `${A}/script/detail`,
  scriptRemove: `${A}/script/remove`,
  scriptSave: `${A}/script/save`,
  session: `${A}/session`,
  skuList: `${A}/skuList`,
  feedback: `${A}/feedback`,
  /** Server-sent events (POST, body { sessionId, provider? }): the script as it is written. */
  streamScript: `${A}/stream/script`,
  /** Server-sent events (POST, body { scriptId }): the storyboard's shots of a saved script. */
  streamVideoScript: `${A}/stream/videoScript`,
  videoGenerate: `${A}/video/generate`,
  videoEdit: `${A}/video/edit`,
  videoTitle: `${A}/video/title`,
  videoLibrary: `${A}/video/library`,
  videoDelete: `${A}/video/delete`,
} as const;
