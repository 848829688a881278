/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */

const A = '/api-cloud-merchant-service';

export const CONTENT_API = {
  categories: `${A}/open/v1/information/categories`,
  page: `${A}/open/v1/information/page`,
  detail: `${A}/open/v1/information/detail`,
  view: `${A}/open/v1/information/view`,
  like: `${A}/v1/content/like`,
  favorite: `${A}/v1/content/favorite`,
  favoritePage: `${A}/v1/content/favorite/page`,
  commentPage: `${A}/open/v1/comment/pageQuery`,
  commentSave: `${A}/v1/comment/save`,
  commentLike: `${A}/v1/comment/like`,
  reportSubmit: `${A}/v1/report/submit`,
  staticPage: `${A}/open/v1/staticContent`,
  manageUpload: `${A}/v1/content/manage/upload`,
  managePage: `${A}/v1/content/manage/page`,
  manageDetail: `${A}/v1/content/manage/detail`,
  manageSave: `${A}/v1/content/manage/save`,
  manageStatus: `${A}/v1/content/manage/status`,
  manageDelete: `${A}/v1/content/manage/delete`,
  manageComments: `${A}/v1/comment/manage/page`,
  manageCommentStatus: `${A}/v1/comment/manage/status`,
  materialTree: `${A}/v1/marketingEmpowerment/fileCategory/tree`,
  materialPage: `${A}/v1/marketingEmpowerment/pageQuery`,
  materialDownload: `${A}/v1/marketingEmpowerment/download`,
  materialZip: `${A}/v1/marketingEmpowerment/download/batch`,
  feedbackCreate: `${A}/v1/feedback/create`,
  feedbackPage: `${A}/v1/feedback/page`,
  feedbackUpload: `${A}/v1/feedback/upload`,
  feedbackManagePage: `${A}/v1/feedback/manage/page`,
  feedbackAnswer: `${A}/v1/feedback/manage/answer`,
  clueAdd: `${A}/open/v1/clue/add`,
  clueMarquee: `${A}/open/v1/clue/marquee`,
  customerService: `${A}/open/v1/customerService/query`,
  solutionProducts: `${A}/open/v1/solution/products`,
} as const;

export const REPORT_REASONS = ['垃圾广告', '色情低俗', '人身攻击', '违法信息', '其他'] as const;

export // ---------- static pages ----------

const STATIC_TABS = ['userGuide', 'userAgreement', 'privacyPolicy', 'aboutUs', 'help'] as const;
