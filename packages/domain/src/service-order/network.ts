/** Service outlets and their engineers kept by staff (issue 45 §4): the refusals (schemas in network-contract.ts). */
import { messages } from '../core/index.ts';

export const SERVICE_NETWORK_MESSAGES = messages('SERVICE_NETWORK', {
  nameRequired: '请输入名称（1-40个字）',
  provinceRequired: '请选择所在省份',
  cityRequired: '请输入所在城市',
  addressRequired: '请输入详细地址（1-100个字）',
  phoneRule: '请输入正确的网点联系电话',
  mobileRule: '请输入正确的工程师手机号',
  coordinateRule: '经纬度不正确',
  outletNotFound: '服务网点不存在',
  engineerNotFound: '工程师不存在',
  badId: '网点编号不正确',
  activeRequired: '请选择启用或停用',
  outletInactive: '该服务网点已停用，请选择其他网点',
  engineerInactive: '该工程师已停用，请选择其他工程师',
});
