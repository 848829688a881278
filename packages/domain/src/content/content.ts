/**
 * The content centre's rules (issue 18; part 1 §1, §2, §5, §7 "Content", §9): content types, statuses, the
 * limits, the file types of materials, and the Chinese messages server and web share.
 */
import { messages } from '../core/index.ts';

/** Content types (part 1 §7 empowermentType 0 article / 1 video; §9 "content type case = 2"; 3 solution). */
export const CONTENT_TYPE = { article: 0, video: 1, case: 2, solution: 3 } as const;
export type ContentTypeName = keyof typeof CONTENT_TYPE;
export type ContentType = (typeof CONTENT_TYPE)[ContentTypeName];
export const CONTENT_TYPE_LABEL: Record<ContentType, string> = { 0: '文章', 1: '视频', 2: '案例', 3: '方案' };

/** 0 draft, 1 published, 2 unpublished. */
export const CONTENT_STATUS = { draft: 0, published: 1, unpublished: 2 } as const;
export const CONTENT_STATUS_LABEL: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已下架' };

export const CONTENT_TITLE_MAX = 100;
export const CONTENT_SUMMARY_MAX = 300;
export const CONTENT_BODY_MAX = 200_000;
export const COMMENT_MAX = 500;
export const FEEDBACK_MAX = 500;
export const FEEDBACK_PICTURES_MAX = 6;
/** Feedback kinds: 1 complaint, 2 suggestion. */
export const FEEDBACK_TYPE_LABEL: Record<number, string> = { 1: '投诉', 2: '建议' };
/** Part 1 §9: a zip of materials uses maximum compression and this default name. */
export const ZIP_DEFAULT_NAME = '下载文件';
export const ZIP_MAX_FILES = 100;
/** Part 1 §5: uploads up to 10 MB. */
export const CONTENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Videos may be larger than pictures: 100 MB. */
export const VIDEO_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** Part 1 §9: file types map to image, video, word, excel, pdf, ppt, txt. */
export const FILE_TYPES = ['image', 'video', 'word', 'excel', 'pdf', 'ppt', 'txt', 'other'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const FILE_TYPE_LABEL: Record<FileType, string> = {
  image: '图片',
  video: '视频',
  word: 'Word',
  excel: 'Excel',
  pdf: 'PDF',
  ppt: 'PPT',
  txt: '文本',
  other: '其他',
};
const EXT_TYPES: Record<string, FileType> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  mp4: 'video',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  pdf: 'pdf',
  ppt: 'ppt',
  pptx: 'ppt',
  txt: 'txt',
};

/** The file type of a file name by its extension. */
export function fileTypeOf(name: string): FileType {
  const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  return EXT_TYPES[ext] ?? 'other';
}

/** A download's file name: the given name trimmed of path characters, else 下载文件; always ends in .zip. */
export function zipFileName(name: string | undefined): string {
  const clean = [...(name ?? '')]
    .filter((c) => c.charCodeAt(0) >= 32 && !'\\/:*?"<>|'.includes(c))
    .join('')
    .trim()
    .slice(0, 50);
  const base = clean || ZIP_DEFAULT_NAME;
  return base.toLowerCase().endsWith('.zip') ? base : `${base}.zip`;
}

export const CONTENT_MESSAGES = messages('CONTENT', {
  notFound: '内容不存在或已下架',
  solutionNotFound: '方案不存在或已下架',
  commentNotFound: '评论不存在',
  commentEmpty: '请输入评论内容',
  commentTooLong: `评论不能超过${COMMENT_MAX}个字`,
  reportReason: '请选择或填写举报原因',
  reportedAlready: '您已举报过该评论，我们会尽快处理',
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过${CONTENT_TITLE_MAX}个字`,
  summaryTooLong: `摘要不能超过${CONTENT_SUMMARY_MAX}个字`,
  bodyTooLong: '正文过长，请精简后再保存',
  typeInvalid: '内容类型不正确',
  categoryInvalid: '请选择正确的分类',
  industryInvalid: '请选择正确的行业',
  videoRequired: '请上传视频',
  statusInvalid: '状态不正确',
  uploadTooLarge: '上传文件大小不能超过10MB',
  videoTooLarge: '视频大小不能超过100MB',
  uploadImageType: '仅支持 JPG、PNG 格式的图片',
  uploadVideoType: '仅支持 MP4 格式的视频',
  uploadFileType: '不支持该文件格式',
  uploadMissing: '请选择要上传的文件',
  urlInvalid: '文件地址不正确，请重新上传',
  pageNotFound: '页面不存在',
  productsOnlySolution: '只有方案可以设置产品清单',
  productModelRequired: '请输入产品型号',
  productQuantity: '产品数量须为1至9999的整数',
  productDuplicate: '产品清单中有重复的型号',
  productsTooMany: '方案产品清单最多50个型号',
  productUnknown: '产品清单中有型号不存在或不在公开目录中',
});

export const MATERIAL_MESSAGES = messages('MATERIAL', {
  certifiedOnly: '营销物料仅对已认证的企业开放，请先完成企业认证',
  notFound: '文件不存在',
  noneSelected: '请选择要下载的文件',
  tooMany: `一次最多下载${ZIP_MAX_FILES}个文件`,
});

export const FEEDBACK_MESSAGES = messages('FEEDBACK', {
  typeRequired: '请选择反馈类型',
  bodyRequired: '请描述您的问题或建议',
  bodyTooLong: `反馈内容不能超过${FEEDBACK_MAX}个字`,
  picturesTooMany: `最多上传${FEEDBACK_PICTURES_MAX}张图片`,
  pictureInvalid: '图片地址不正确，请重新上传',
  notFound: '反馈不存在',
  answerRequired: '请输入回复内容',
  answered: '该反馈已回复',
  clueName: '请输入联系人姓名',
  cluePhone: '请输入正确的联系人手机号',
  clueDemand: '需求描述不能超过200个字',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const FEEDBACK_WORDS = {
  created: '提交成功，感谢您的反馈',
  clueAdded: '提交成功，我们会尽快与您联系',
} as const;
