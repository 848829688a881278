/**
 * AI scripts and videos for dealers' marketing (part 1 §1, §2 /aigc, §7 "AI", §9): the choices of the form, the
 * limits and quotas, the video states and the 1,000-second limit, the messages. Server and web read them here.
 */
import { RATE_LIMITS } from '../account/index.ts';
import { messages } from '../core/index.ts';

/** Scenes a script is written for (the form's first choice). */
export const AIGC_SCENES = ['家庭看护', '店铺防盗', '工厂园区', '小区物业', '学校校园', '仓储物流'] as const;
/** Styles of voice. */
export const AIGC_STYLES = ['专业讲解', '亲切口语', '促销带货', '故事场景'] as const;
/** Lengths of the short video, seconds. */
export const AIGC_LENGTHS = [15, 30, 60] as const;
export type AigcScene = (typeof AIGC_SCENES)[number];
export type AigcStyle = (typeof AIGC_STYLES)[number];
export type AigcLength = (typeof AIGC_LENGTHS)[number];

/** Products picked for one script. */
export const AIGC_SKUS_MAX = 5;
/** The dealer's own words (selling points to add). */
export const AIGC_NOTE_MAX = 200;
export const AIGC_TITLE_MAX = 40;
export const AIGC_SCRIPT_MAX = 3000;
export const AIGC_FEEDBACK_MAX = 300;
/** Mandarin read aloud: about four characters a second (sets how much a length holds). */
export const AIGC_CHARS_PER_SECOND = 4;
/** Shots of a storyboard, and a shot's seconds. */
export const AIGC_SHOTS_MAX = 12;
export const AIGC_SHOT_SECONDS = { min: 1, max: 15 } as const;
/** A caption line of a shot. */
export const AIGC_CAPTION_MAX = 60;

/** Per-account quotas of the video library: videos kept, bytes kept, videos queued or rendering at once. */
export const AIGC_VIDEO_QUOTA = { count: 20, bytes: 300 * 1024 * 1024, inFlight: 3 } as const;
/** Scripts kept per account. */
export const AIGC_SCRIPT_QUOTA = 200;
/** §9: video generation 1,000 s — a render past it is stopped and failed; the page stops waiting then too. */
export const AIGC_VIDEO_TIMEOUT_SECONDS = 1000;
/** Attempts of one video before it is failed (a render cut by a stopped instance is tried again). */
export const AIGC_RENDER_ATTEMPTS = 3;
/** How often the page polls a rendering video. */
export const AIGC_POLL_MS = 2000;

/** A video's state. */
export const AigcVideoStatus = { queued: 0, rendering: 1, done: 2, failed: 3 } as const;
export type AigcVideoStatus = (typeof AigcVideoStatus)[keyof typeof AigcVideoStatus];
export const AIGC_VIDEO_STATUS_TEXT: Record<AigcVideoStatus, string> = {
  0: '排队中',
  1: '生成中',
  2: '已完成',
  3: '生成失败',
};
/** Whether a video may be edited or deleted now (not while a worker renders it). */
export const aigcVideoSettled = (s: AigcVideoStatus) => s === AigcVideoStatus.done || s === AigcVideoStatus.failed;

/** Which writer wrote a script: the built-in rule-based writer, or the configured OpenAI-compatible model. */
export type AigcProvider = 'local' | 'openai';
export const AIGC_PROVIDER_TEXT: Record<AigcProvider, string> = {
  local: '内置规则写作（按产品参数与句式库组合，非大模型）',
  openai: '大模型（OpenAI 兼容接口）',
};

/** The characters a script of `seconds` holds when read aloud. */
export const aigcTargetChars = (seconds: number) => Math.round(seconds * AIGC_CHARS_PER_SECOND);

export const AIGC_MESSAGES = messages('AIGC', {
  skusRequired: '请至少选择一个产品',
  skusTooMany: `最多选择${AIGC_SKUS_MAX}个产品`,
  skuNotFound: '所选产品不存在或已下架',
  sceneInvalid: '请选择使用场景',
  styleInvalid: '请选择文案风格',
  lengthInvalid: '请选择视频时长',
  noteTooLong: `补充卖点不能超过${AIGC_NOTE_MAX}个字`,
  titleRequired: '请输入脚本标题',
  titleTooLong: `标题不能超过${AIGC_TITLE_MAX}个字`,
  contentRequired: '脚本内容不能为空',
  contentTooLong: `脚本不能超过${AIGC_SCRIPT_MAX}个字`,
  feedbackTooLong: `反馈不能超过${AIGC_FEEDBACK_MAX}个字`,
  sessionNotFound: '会话不存在，请重新生成',
  scriptNotFound: '脚本不存在或已删除',
  scriptQuota: `脚本库最多保存${AIGC_SCRIPT_QUOTA}篇，请先删除不需要的脚本`,
  videoNotFound: '视频不存在或已删除',
  videoCountQuota: `视频库最多保存${AIGC_VIDEO_QUOTA.count}个视频，请先删除不需要的视频`,
  videoBytesQuota: `视频库空间已满（${AIGC_VIDEO_QUOTA.bytes / 1024 / 1024}MB），请先删除不需要的视频`,
  videoInFlight: `同时最多生成${AIGC_VIDEO_QUOTA.inFlight}个视频，请等待当前视频完成`,
  videoBusy: '视频正在生成中，完成后才能修改或删除',
  shotsRequired: '分镜不能为空',
  shotsTooMany: `分镜最多${AIGC_SHOTS_MAX}个`,
  shotSeconds: `每个分镜时长为${AIGC_SHOT_SECONDS.min}～${AIGC_SHOT_SECONDS.max}秒`,
  captionTooLong: `每句字幕不能超过${AIGC_CAPTION_MAX}个字`,
  streamTooOften: `生成太频繁：每个账号每分钟最多生成${RATE_LIMITS.aigcStream.max}次，请稍后再试`,
  providerTimeout: 'AI 服务响应超时，可改用内置规则写作',
  providerFailed: 'AI 服务暂不可用，可改用内置规则写作',
  providerGarbage: 'AI 服务返回内容无法识别，可改用内置规则写作',
  providerNotConfigured: '未配置大模型服务，请使用内置规则写作',
  renderTimeout: `视频生成超过${AIGC_VIDEO_TIMEOUT_SECONDS}秒，已停止，请重试`,
  renderFailed: '视频生成失败，请重试',
  renderUnavailable: '当前没有可生成视频的服务器（未安装 ffmpeg 或渲染服务未运行），暂不能生成视频，请联系管理员',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const AIGC_WORDS = {
  saved: '已保存到脚本库',
  queued: '已加入生成队列',
} as const;
