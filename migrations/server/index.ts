/**
 * Every server migration in order. A static list (not a folder scan) so the bundled desktop app
 * carries them; tests check it names exactly the numbered files of this folder.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_commerce.js';
import * as m0003 from './0003_product_search.js';
import * as m0004 from './0004_product_search_index.js';
import * as m0005 from './0005_history.js';
import * as m0006 from './0006_product_search_version.js';
import * as m0007 from './0007_product_search_rank.js';
import * as m0008 from './0008_idempotency_body_hash.js';
import * as m0009 from './0009_auth_limits.js';
import * as m0010 from './0010_business_settings.js';
import * as m0011 from './0011_outbound_messages.js';
import * as m0012 from './0012_period_fence.js';
import * as m0013 from './0013_change_numbers.js';
import * as m0014 from './0014_log_pages.js';
import * as m0015 from './0015_sync_departures.js';
import * as m0016 from './0016_customer_phone_unique.js';
import * as m0017 from './0017_product_search_short_words.js';
import * as m0018 from './0018_products_status_name.js';
import * as m0019 from './0019_list_search_field_separator.js';
import * as m0020 from './0020_buy_warning_keys.js';
import * as m0021 from './0021_product_search_word_starts.js';
import * as m0022 from './0022_write_guard_refusal.js';
import * as m0023 from './0023_product_names_version.js';
import * as m0024 from './0024_records_unread_indexes.js';
import * as m0025 from './0025_products_fillfactor.js';
import * as m0026 from './0026_stale_rows_refusal.js';
import * as m0027 from './0027_product_search_starts_bounded.js';
import * as m0028 from './0028_documents_lz4.js';
import * as m0029 from './0029_change_numbers_unplanned.js';

export const SERVER_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': m0001,
  '0002_commerce': m0002,
  '0003_product_search': m0003,
  '0004_product_search_index': m0004,
  '0005_history': m0005,
  '0006_product_search_version': m0006,
  '0007_product_search_rank': m0007,
  '0008_idempotency_body_hash': m0008,
  '0009_auth_limits': m0009,
  '0010_business_settings': m0010,
  '0011_outbound_messages': m0011,
  '0012_period_fence': m0012,
  '0013_change_numbers': m0013,
  '0014_log_pages': m0014,
  '0015_sync_departures': m0015,
  '0016_customer_phone_unique': m0016,
  '0017_product_search_short_words': m0017,
  '0018_products_status_name': m0018,
  '0019_list_search_field_separator': m0019,
  '0020_buy_warning_keys': m0020,
  '0021_product_search_word_starts': m0021,
  '0022_write_guard_refusal': m0022,
  '0023_product_names_version': m0023,
  '0024_records_unread_indexes': m0024,
  '0025_products_fillfactor': m0025,
  '0026_stale_rows_refusal': m0026,
  '0027_product_search_starts_bounded': m0027,
  '0028_documents_lz4': m0028,
  '0029_change_numbers_unplanned': m0029,
};
