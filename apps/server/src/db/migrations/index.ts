import type { Migration, MigrationProvider } from 'kysely/migration';
import * as coreSchema from './0001_core_schema';
import * as appSettings from './0002_app_settings';
import * as crmCore from './0004_crm_core';
import * as recruitmentSorts from './0008_recruitment_sorts';
import * as contactImportSpeed from './0009_contact_import_speed';
import * as contactWriteSpeed from './0010_contact_write_speed';
import * as searchPendingList from './0011_search_pending_list';
import * as signInDelays from './0012_sign_in_delays';
import * as recordVersions from './0015_record_versions';
import * as demoAccounts from './0016_demo_accounts';
import * as dealSearch from './0017_deal_search';
import * as mailOutbox from './0018_mail_outbox';
import * as apiKeys from './0020_api_keys';
import * as listPowerTools from './0021_list_power_tools';
import * as twoFactor from './0022_two_factor_and_email_confirmation';
import * as recordHistory from './0023_record_history';
import * as activities from './0024_activities';
import * as importMappings from './0025_import_mappings';
import * as savedReports from './0026_saved_reports';
import * as leadStageTruth from './0027_lead_stage_truth';
import * as applications from './0028_applications';
import * as notifications from './0029_notifications';
import * as importHistory from './0030_import_history';
import * as duplicates from './0031_duplicates';
import * as activityEditsAndTemplates from './0033_activity_edits_and_dashboard_templates';
import * as applicationConsent from './0034_application_consent';
import * as interviews from './0035_interviews';
import * as candidateMailTemplates from './0036_candidate_mail_templates';
import * as applicationAtsScore from './0037_application_ats_score';
import * as interviewTimeZone from './0038_interview_time_zone';
import * as duplicateDismissalsAndScans from './0039_duplicate_dismissals_and_scans';
import * as dealOutcomes from './0045_deal_outcomes';
import * as activityOutcomes from './0046_activity_outcomes';
import * as backgroundImports from './0047_background_imports';
import * as apiKeyScopes from './0048_api_key_scopes';
import * as totpUsedCodes from './0049_totp_used_codes';
import * as secretViewsSeen from './0050_secret_views_seen';
import * as httpOnlyWebAddresses from './0051_http_only_web_addresses';
import * as careersAcknowledgements from './0052_careers_acknowledgements';
import * as signInAddresses from './0053_sign_in_addresses';
import * as jobFacts from './0054_job_facts';
import * as rejectionReasonsAndWithdrawals from './0055_rejection_reasons_and_withdrawals';
import * as timeZones from './0056_time_zones';
import * as hiringTeams from './0057_hiring_teams';
import * as structuredScorecards from './0058_structured_scorecards';
import * as contactNameCopyLookups from './0060_contact_name_copy_lookups';
import * as skillsAndConsultants from './0061_skills_and_consultants';
import * as dealDemands from './0062_deal_demands';
import * as staffingMatchesAndAllocations from './0063_staffing_matches_and_allocations';
import * as staffingJobsAndHires from './0064_staffing_jobs_and_hires';
import * as staffingForecastAndClock from './0065_staffing_forecast_and_clock';
import * as consultantProfileShares from './0066_consultant_profile_shares';
import * as candidateProposals from './0067_candidate_proposals';
import * as importWriteSpeed from './0069_import_write_speed';
import * as acceptedOffers from './0070_accepted_offers';
import * as competencySkills from './0071_competency_skills';

/** Migrations in order; listed statically so they work the same from source and in tests. */
const migrations: Record<string, Migration> = {
  '0001_core_schema': coreSchema,
  '0002_app_settings': appSettings,
  '0004_crm_core': crmCore,
  '0008_recruitment_sorts': recruitmentSorts,
  '0009_contact_import_speed': contactImportSpeed,
  '0010_contact_write_speed': contactWriteSpeed,
  '0011_search_pending_list': searchPendingList,
  '0012_sign_in_delays': signInDelays,
  '0015_record_versions': recordVersions,
  '0016_demo_accounts': demoAccounts,
  '0017_deal_search': dealSearch,
  '0018_mail_outbox': mailOutbox,
  '0020_api_keys': apiKeys,
  '0021_list_power_tools': listPowerTools,
  '0022_two_factor_and_email_confirmation': twoFactor,
  '0023_record_history': recordHistory,
  '0024_activities': activities,
  '0025_import_mappings': importMappings,
  '0026_saved_reports': savedReports,
  '0027_lead_stage_truth': leadStageTruth,
  '0028_applications': applications,
  '0029_notifications': notifications,
  '0030_import_history': importHistory,
  '0031_duplicates': duplicates,
  '0033_activity_edits_and_dashboard_templates': activityEditsAndTemplates,
  '0034_application_consent': applicationConsent,
  '0035_interviews': interviews,
  '0036_candidate_mail_templates': candidateMailTemplates,
  '0037_application_ats_score': applicationAtsScore,
  '0038_interview_time_zone': interviewTimeZone,
  '0039_duplicate_dismissals_and_scans': duplicateDismissalsAndScans,
  '0045_deal_outcomes': dealOutcomes,
  '0046_activity_outcomes': activityOutcomes,
  '0047_background_imports': backgroundImports,
  '0048_api_key_scopes': apiKeyScopes,
  '0049_totp_used_codes': totpUsedCodes,
  '0050_secret_views_seen': secretViewsSeen,
  '0051_http_only_web_addresses': httpOnlyWebAddresses,
  '0052_careers_acknowledgements': careersAcknowledgements,
  '0053_sign_in_addresses': signInAddresses,
  '0054_job_facts': jobFacts,
  '0055_rejection_reasons_and_withdrawals': rejectionReasonsAndWithdrawals,
  '0056_time_zones': timeZones,
  '0057_hiring_teams': hiringTeams,
  '0058_structured_scorecards': structuredScorecards,
  '0060_contact_name_copy_lookups': contactNameCopyLookups,
  '0061_skills_and_consultants': skillsAndConsultants,
  '0062_deal_demands': dealDemands,
  '0063_staffing_matches_and_allocations': staffingMatchesAndAllocations,
  '0064_staffing_jobs_and_hires': staffingJobsAndHires,
  '0065_staffing_forecast_and_clock': staffingForecastAndClock,
  '0066_consultant_profile_shares': consultantProfileShares,
  '0067_candidate_proposals': candidateProposals,
  '0069_import_write_speed': importWriteSpeed,
  '0070_accepted_offers': acceptedOffers,
  '0071_competency_skills': competencySkills,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
