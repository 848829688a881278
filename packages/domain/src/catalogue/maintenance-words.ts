/**
 * The words of catalogue maintenance by staff (issue 42 part 3): its refusals and limits. Free of zod; the schemas
 * are in maintenance-contract.ts, the field rules of a product row in product-fields.ts.
 */
import { API_PREFIX, messages } from '../core/index.ts';

/** The picture upload (multipart, outside the endpoint table as every upload is; policy 'staff'). */
export const CATALOGUE_ADMIN_API = {
  upload: `${API_PREFIX}/v1/catalogue/manage/upload`,
  /** A family's brochure (PDF). */
  uploadBrochure: `${API_PREFIX}/v1/catalogue/manage/uploadBrochure`,
} as const;

export const CATALOGUE_ADMIN_MESSAGES = messages('CATALOGUE_ADMIN', {
  categoryNameRequired: '请填写分类名称',
  categoryNameTooLong: '分类名称不能超过30个字符',
  categoryNameTaken: '同一上级分类下已有同名分类',
  categoryNotFound: '分类不存在',
  parentNotFirst: '上级分类必须是一级分类',
  parentIsSelf: '不能把分类设为自己的下级',
  categoryHasChildren: '该分类下已有二级分类，不能改为二级分类',
  secondCategoryRequired: '请选择二级分类',
  attrKeyRule: '属性键只能包含字母、数字和下划线，以字母开头，最长64个字符',
  attrKeyTaken: '该分类下已有相同的属性键',
  attrNameRequired: '请填写属性名称',
  attrNameTooLong: '属性名称不能超过30个字符',
  attrUnitTooLong: '属性单位不能超过10个字符',
  attrNotFound: '属性不存在',
  attrNotInCategory: '属性不属于该商品的二级分类',
  spuNameRequired: '请填写商品名称',
  spuNameTooLong: '商品名称不能超过100个字符',
  spuNoTaken: '商品编号已存在',
  spuNoRule: '商品编号只能包含字母、数字和 - _ . / ( ) + # 符号，最长64个字符',
  brandRequired: '请填写品牌',
  brandTooLong: '品牌不能超过30个字符',
  textTooLong: '内容过长',
  badLabels: '标签只能是新品、热销、推荐的组合',
  badPicture: '图片地址不正确，请通过上传获取',
  tooManyPictures: '图片最多10张',
  spuNotFound: '要维护的商品不存在',
  skuNotFound: '型号不存在',
  skuNoTaken: '型号已存在',
  skuNameRequired: '请填写型号名称',
  skuNameTooLong: '型号名称不能超过100个字符',
  modelRequired: '请填写规格型号',
  modelTooLong: '规格型号不能超过64个字符',
  unitRequired: '请填写单位',
  unitTooLong: '单位不能超过10个字符',
  suitNoRule: '套装编号只能包含字母、数字和 - _ . / ( ) + # 符号，最长64个字符',
  suitNoTaken: '套装编号已存在',
  suitNameRequired: '请填写套装名称',
  suitNameTooLong: '套装名称不能超过100个字符',
  suitNotFound: '要维护的套装不存在',
  suitItemsRequired: '套装至少包含一个型号',
  suitItemsTooMany: '套装最多包含50个型号',
  suitItemTwice: '同一型号不能在套装中出现两次',
  suitQuantityRule: '数量必须是1到9999的整数',
  suitSkuPrivate: '自定义商品不能加入套装',
  dealerNotFound: '一级经销商不存在',
  dealerNoRule: '请填写一级经销商编号',
  goldAboveDealer: '金牌价不能高于经销价',
  privateNotEditable: '自定义商品由其所有者维护，不能在此修改',
  badId: '编号不正确',
  pictureRule: '只能上传 JPG 或 PNG 图片',
  pictureTooLarge: '图片不能超过5MB',
  brochureRule: '只能上传 PDF 资料',
  brochureTooLarge: '资料不能超过30MB',
  brochureTitleRequired: '请填写资料名称',
  brochureTitleTooLong: '资料名称不能超过50个字符',
  brochureTitleTaken: '该商品已有同名资料',
  brochureNotFound: '资料不存在',
  badBrochure: '资料地址不正确，请通过上传获取',
});

/** The most a picture upload may weigh. */
export const CATALOGUE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The most a brochure (PDF) may weigh. */
export const CATALOGUE_BROCHURE_MAX_BYTES = 30 * 1024 * 1024;
export const BROCHURE_TITLE_MAX = 50;
/** spu_attachment.file_type of a brochure (彩页), as the product page lists it. */
export const BROCHURE_FILE_TYPE = 7;
export const CATEGORY_NAME_MAX = 30;
export const SPU_NAME_MAX = 100;
export const SKU_PICTURES_MAX = 10;
/** spu.sku_type: 0 the brand catalogue, 1 self-defined (private), 2 software. */
export const SKU_TYPE = { catalogue: 0, private: 1, software: 2 } as const;
/** The labels a family may carry (spu.labels bit flags), as a page names them. */
export const LABEL_OPTIONS = [
  { value: 1, label: '新品' },
  { value: 2, label: '热销' },
  { value: 4, label: '推荐' },
] as const;
/** A suite (套装): at most this many models, each at most this many times. */
export const SUIT_ITEMS_MAX = 50;
export const SUIT_QUANTITY_MAX = 9999;
export const SUIT_NAME_MAX = 100;
