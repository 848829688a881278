/**
 * Two hundred plausible dealer queries (issue 57), written down before the forgiving search was tuned: category
 * words and the trade's names, specifications, pinyin and initials, wrong characters, English trade words, model
 * numbers whole, in part and mistyped, and phrases as typed on a phone. search-zero.test.ts asks each through the
 * page: at most 2 % may find nothing.
 */
export const DEALER_QUERIES: readonly string[] = [
  // Category words and the trade's names (40).
  ...['球机', '枪机', '半球', '海螺', '筒机', '摄像头', '摄像机', '网络摄像机', '监控', '监控摄像头'],
  ...['录像机', '硬盘录像机', 'NVR', 'DVR', '硬盘', '监控硬盘', '交换机', 'POE交换机', '门禁', '人脸识别'],
  ...['可视对讲', '门口机', '室内机', '道闸', '车牌识别', '网线', '光纤', '光纤收发器', '支架', 'UPS'],
  ...['报警主机', '探测器', '拼接屏', '监视器', '解码器', '机柜', '网桥', '鱼眼', '热成像', '全景摄像机'],
  // Specifications, alone and with a category word (30).
  ...['400万 球机', '200万 半球', '800万 枪机', '16路 录像机', '8路 NVR', '32路 硬盘录像机', '8口 POE', '24口 交换机'],
  ...['4TB 硬盘', '8TB 监控硬盘', '6TB', '4mm 枪机', '2.8mm 半球', '红外 枪机', '全彩 摄像头', '星光 半球'],
  ...['400万红外枪机', '200万球机', '4G 太阳能', '太阳能 摄像头', '人脸 门禁', '6U 机柜', '12U 机柜', '16口 交换机'],
  ...['千兆 交换机', '室外 球机', '防水 枪机', '广角 摄像头', '变焦 球机', '音频 半球'],
  // Pinyin, full and initials, as typed without switching the IME (35).
  ...['qiangji', 'qiuji', 'banqiu', 'ban qiu', 'luxiangji', 'shexiangtou', 'shexiangji', 'jiaohuanji', 'yingpan'],
  ...['menjin', 'daozha', 'wangxian', 'jiankong', 'hailuo', 'tongji', 'yuyan', 'guangxian', 'zhijia', 'jigui'],
  ...['qj', 'bq', 'lxj', 'sxt', 'jhj', 'yp', 'mj', 'dz', 'jk', 'wx', 'rlsb', 'kshj', 'jsq', 'bjzj', 'pjp', 'rcx'],
  // Wrong characters: homophones and one-character slips (35).
  ...['摄象头', '摄相头', '设像头', '录象机', '录相机', '路像机', '网路摄像机', '交还机', '交环机', '监空'],
  ...['监控影盘', '硬判', '门进', '门近', '求机', '抢机', '枪基', '半求', '道匝', '网限'],
  ...['光先', '支驾', '机匮', '报景主机', '报警住机', '拼接平', '监事器', '解码气', '热成象', '鱼眼摄象机'],
  ...['网络摄象机', '硬盘录象机', '人脸识列', '车排识别', '可视对将'],
  // English and trade words (30).
  ...['switch', 'poe switch', 'access control', 'bullet', 'dome', 'ptz', 'camera', 'ip camera', 'hdd', 'nvr'],
  ...['dvr', 'ups', 'fibre', 'fiber', 'bracket', 'intercom', 'cable', 'monitor', 'decoder', 'cabinet'],
  ...['rack', 'alarm', 'turnstile', 'thermal', 'fisheye', 'battery', 'adapter', 'lpr', 'face', 'turret'],
  // Model numbers: whole, in part, lower case and mistyped (20).
  ...['HY-SD30204I-D', 'hy-nvr-1041n', 'PC-SV0100', 'HY-SF041P-U', 'HY-IPC-2B02', 'HY-DVR-50', 'HY-FTK', 'hy-ipc'],
  ...['HY-SD3O204I-D', 'HY-NVR-1O41N', 'PC-SV0l00', 'HY-SF04lP-U', 'hy-sd', 'hy-nvr', 'HY-SF', 'pc-sv'],
  ...['HY-IPC2B02', 'HYNVR1041N', 'hy nvr', 'HY-DVR'],
  // Phrases as typed on a phone (10).
  ...['家用摄像头', '无线摄像头', '监控摄像头 室外', '录像机 16路', '硬盘 4T', '网线 超五类', '交换机 8口'],
  ...['门禁 刷卡', '摄像头 支架', '球机 支架'],
];
