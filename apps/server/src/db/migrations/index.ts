import type { Migration } from 'kysely';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_catalogue.ts';
import * as m0003 from './0003_catalogue_search.ts';
import * as m0004 from './0004_calculator_usage.ts';
import * as m0005 from './0005_account_sms.ts';
import * as m0006 from './0006_enterprise_cert.ts';
import * as m0007 from './0007_prompts.ts';
import * as m0008 from './0008_qr_login.ts';
import * as m0010 from './0010_design_order.ts';
import * as m0011 from './0011_requirement.ts';
import * as m0012 from './0012_buying.ts';
import * as m0013 from './0013_payment.ts';
import * as m0014 from './0014_viewer_price.ts';
import * as m0014b from './0014_viewer_price_refresh.ts';
import * as m0017 from './0017_design_customers.ts';
import * as m0018 from './0018_design_points.ts';
import * as m0019 from './0019_credits.ts';
import * as m0020 from './0020_seckill.ts';
import * as m0021 from './0021_take_stock.ts';
import * as m0022 from './0022_seckill_guard.ts';
import * as m0023 from './0023_seckill_batch_guard.ts';
import * as m0024 from './0024_order_batch_guard.ts';
import * as m0030 from './0030_message.ts';
import * as m0031 from './0031_seckill_follow.ts';
import * as m0040 from './0040_payment_refund.ts';
import * as m0045 from './0045_rate_limit.ts';
import * as m0046 from './0046_login_failure_account.ts';
import * as m0050 from './0050_content.ts';
import * as m0051 from './0051_materials_feedback.ts';
import * as m0052 from './0052_solution_product.ts';
import * as m0055 from './0055_promotion.ts';
import * as m0060 from './0060_survey.ts';
import * as m0070 from './0070_sandbox_key.ts';
import * as m0071 from './0071_take_stock_seen.ts';
import * as m0080 from './0080_service_order.ts';
import * as m0090 from './0090_aigc.ts';
import * as m0100 from './0100_survey_hidden_product.ts';
import * as m0110 from './0110_survey_system.ts';
import * as m0125 from './0125_content_list_order.ts';
import * as m0140 from './0140_survey_point_mount.ts';
import * as m0150 from './0150_service_expiry_refund.ts';
import * as m0170 from './0170_content_hot_list.ts';
import * as m0180 from './0180_catalogue_changed.ts';
import * as m0190 from './0190_audit_invitation.ts';
import * as m0200 from './0200_aigc_renderer.ts';
import * as m0210 from './0210_catalogue_maintenance.ts';
import * as m0230 from './0230_imports.ts';
import * as m0240 from './0240_catalogue_media.ts';
import * as m0245 from './0245_sms_guard.ts';
import * as m0250 from './0250_search_synonym.ts';
import * as m0260 from './0260_survey_pipeline.ts';
import * as m0265 from './0265_quotation_profile.ts';
import * as m0270 from './0270_order_parcel.ts';
import * as m0280 from './0280_after_sale.ts';
import * as m0281 from './0281_wallet_refund.ts';
import * as m0300 from './0300_prompt_rules.ts';
import * as m0310 from './0310_service_network_active.ts';
import * as m0320 from './0320_invoice_title.ts';
import * as m0340 from './0340_after_sale_refund_failed.ts';
import * as m0341 from './0341_sandbox_refund_refusal.ts';
import * as m0361 from './0361_invitation_outbox.ts';
import * as m0370 from './0370_tax_class.ts';
import * as m0375 from './0375_invoice_wish.ts';
import * as m0381 from './0381_payment_scene.ts';
import * as m0382 from './0382_cable_run_walls.ts';
import * as m0383 from './0383_staff_list_paging.ts';
import * as m0384 from './0384_spu_admin_sort.ts';
import * as m0385 from './0385_design_order_link.ts';
import * as m0390 from './0390_scale_list_indexes.ts';
import * as m0391 from './0391_spu_admin_count.ts';
import * as m0365 from './0365_invoice_requests.ts';
import * as m0342 from './0342_after_sale_closed_units.ts';
import * as m0357 from './0357_search_trade_words.ts';
import * as m0330 from './0330_board_rollups.ts';
import * as m0130 from './0130_survey_servicer.ts';

/** Forward-only migrations, applied in key order at start. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_catalogue': m0002,
  '0003_catalogue_search': m0003,
  '0004_calculator_usage': m0004,
  '0005_account_sms': m0005,
  '0006_enterprise_cert': m0006,
  '0007_prompts': m0007,
  '0008_qr_login': m0008,
  '0010_design_order': m0010,
  '0011_requirement': m0011,
  '0012_buying': m0012,
  '0013_payment': m0013,
  '0014_viewer_price': m0014,
  '0014_viewer_price_refresh': m0014b,
  '0017_design_customers': m0017,
  '0018_design_points': m0018,
  '0019_credits': m0019,
  '0020_seckill': m0020,
  '0021_take_stock': m0021,
  '0022_seckill_guard': m0022,
  '0023_seckill_batch_guard': m0023,
  '0024_order_batch_guard': m0024,
  '0030_message': m0030,
  '0031_seckill_follow': m0031,
  '0040_payment_refund': m0040,
  '0045_rate_limit': m0045,
  '0046_login_failure_account': m0046,
  '0050_content': m0050,
  '0051_materials_feedback': m0051,
  '0052_solution_product': m0052,
  '0055_promotion': m0055,
  '0060_survey': m0060,
  '0070_sandbox_key': m0070,
  '0071_take_stock_seen': m0071,
  '0080_service_order': m0080,
  '0090_aigc': m0090,
  '0100_survey_hidden_product': m0100,
  '0110_survey_system': m0110,
  '0125_content_list_order': m0125,
  '0140_survey_point_mount': m0140,
  '0150_service_expiry_refund': m0150,
  '0130_survey_servicer': m0130,
  '0170_content_hot_list': m0170,
  '0180_catalogue_changed': m0180,
  '0190_audit_invitation': m0190,
  '0200_aigc_renderer': m0200,
  '0210_catalogue_maintenance': m0210,
  '0230_imports': m0230,
  '0240_catalogue_media': m0240,
  '0245_sms_guard': m0245,
  '0250_search_synonym': m0250,
  '0260_survey_pipeline': m0260,
  '0265_quotation_profile': m0265,
  '0270_order_parcel': m0270,
  '0280_after_sale': m0280,
  '0281_wallet_refund': m0281,
  '0300_prompt_rules': m0300,
  '0310_service_network_active': m0310,
  '0320_invoice_title': m0320,
  '0340_after_sale_refund_failed': m0340,
  '0341_sandbox_refund_refusal': m0341,
  '0342_after_sale_closed_units': m0342,
  '0330_board_rollups': m0330,
  '0357_search_trade_words': m0357,
  '0361_invitation_outbox': m0361,
  '0365_invoice_requests': m0365,
  '0370_tax_class': m0370,
  '0375_invoice_wish': m0375,
  '0381_payment_scene': m0381,
  '0382_cable_run_walls': m0382,
  '0383_staff_list_paging': m0383,
  '0384_spu_admin_sort': m0384,
  '0385_design_order_link': m0385,
  '0390_scale_list_indexes': m0390,
  '0391_spu_admin_count': m0391,
};
