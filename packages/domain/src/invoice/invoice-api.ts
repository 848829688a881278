/** The invoice module's paths. */
const P = '/api-cloud-merchant-service/v1/invoice';

export const INVOICE_API = {
  titleList: `${P}/title/list`,
  titleAdd: `${P}/title/add`,
  titleUpdate: `${P}/title/update`,
  titleDelete: `${P}/title/delete`,
  titleSetDefault: `${P}/title/setDefault`,
  titleFromCertification: `${P}/title/fromCertification`,
  orders: `${P}/request/orders`,
  apply: `${P}/request/apply`,
  wish: `${P}/request/wish`,
  ofOrder: `${P}/request/ofOrder`,
  mine: `${P}/request/mine`,
  detail: `${P}/request/detail`,
  cancel: `${P}/request/cancel`,
  sellerPage: `${P}/seller/page`,
  sellerIssue: `${P}/seller/issue`,
  sellerUpload: `${P}/seller/upload`,
  sellerFile: `${P}/seller/file`,
  sellerSetting: `${P}/seller/setting`,
  sellerXlsx: `${P}/seller/export`,
  sellerSettingSave: `${P}/seller/setting/save`,
  staffPage: `${P}/staff/page`,
};
