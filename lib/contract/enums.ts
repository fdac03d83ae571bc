/** The interface's listed enum values. All are non-exhaustive: see requestEnum / responseEnum. */
export const RACES = [
  "african_american_or_black",
  "asian",
  "indigenous_native_american_alaska_native",
  "other",
  "pacific_islander_or_hawaiian",
  "white_caucasian",
] as const;
export const ETHNICITIES = ["hispanic", "non_hispanic", "ashkenazi_jewish", "other"] as const;
export const SEXUAL_ORIENTATIONS = [
  "lesbian_gay_or_homosexual",
  "heterosexual_or_straight",
  "bisexual",
  "dont_know",
  "other",
] as const;
export const GENDER_IDENTITIES = [
  "male",
  "female",
  "female_to_male_ftm_transgender_male_trans_man",
  "male_to_female_mtf_transgender_female_trans_woman",
  "genderqueer",
  "other",
] as const;

/**
 * Providers a link token may name: the spec's list, where its "the service" placeholders stand for
 * the real enum's oura and garmin (the hosted page and users' data have both).
 */
export const LINK_PROVIDERS = [
  "oura",
  "fitbit",
  "garmin",
  "whoop",
  "strava",
  "renpho",
  "peloton",
  "wahoo",
  "zwift",
  "freestyle_libre",
  "abbott_libreview",
  "tandem_source",
  "freestyle_libre_ble",
  "eight_sleep",
  "withings",
  "apple_health_kit",
  "manual",
  "ihealth",
  "google_fit",
  "beurer_api",
  "beurer_ble",
  "omron",
  "omron_ble",
  "onetouch_ble",
  "accuchek_ble",
  "contour_ble",
  "dexcom",
  "dexcom_v3",
  "hammerhead",
  "my_fitness_pal",
  "health_connect",
  "samsung_health",
  "polar",
  "cronometer",
  "kardia",
  "whoop_v2",
  "ultrahuman",
  "my_fitness_pal_v2",
  "map_my_fitness",
  "runkeeper",
] as const;
/** OAuth providers accepted by bulk import and the OAuth link-info lookup. */
export const OAUTH_PROVIDERS = [
  "fitbit",
  "strava",
  "wahoo",
  "ihealth",
  "withings",
  "google_fit",
  "dexcom_v3",
  "polar",
  "cronometer",
  "omron",
  "whoop_v2",
  "my_fitness_pal_v2",
  "ultrahuman",
  "runkeeper",
] as const;

export const AUTH_TYPES = ["oauth", "team_oauth", "sdk", "password", "email", "app"] as const;
export const SOURCE_TYPES = ["app", "ble", "device", "lab", "provider"] as const;
export const SUPPORTED_RESOURCES = [
  "profile",
  "activity",
  "sleep",
  "body",
  "workouts",
  "workout_stream",
  "connection",
  "order",
  "result",
  "match_review",
  "appointment",
  "glucose",
  "heartrate",
  "hrv",
  "ige",
  "igg",
  "blood_oxygen",
  "blood_pressure",
  "cholesterol",
  "device",
  "device_legacy",
  "weight",
  "fat",
  "body_temperature",
  "body_temperature_delta",
  "meal",
  "water",
  "caffeine",
  "mindfulness_minutes",
  "steps",
  "calories_active",
  "distance",
  "floors_climbed",
  "respiratory_rate",
  "vo2_max",
  "calories_basal",
  "stress_level",
  "menstrual_cycle",
  "sleep_cycle",
  "electrocardiogram",
  "electrocardiogram_voltage",
  "afib_burden",
  "heart_rate_alert",
  "stand_hour",
  "stand_duration",
  "sleep_apnea_alert",
  "sleep_breathing_disturbance",
  "wheelchair_push",
  "forced_expiratory_volume_1",
  "forced_vital_capacity",
  "peak_expiratory_flow_rate",
  "inhaler_usage",
  "fall",
  "uv_exposure",
  "daylight_exposure",
  "handwashing",
  "basal_body_temperature",
  "heart_rate_recovery_one_minute",
  "body_mass_index",
  "lean_body_mass",
  "waist_circumference",
  "workout_distance",
  "workout_swimming_stroke",
  "workout_duration",
  "insulin_injection",
  "carbohydrates",
  "note",
  "sleep_stream",
  "hypnogram",
] as const;

/** Lab slugs (the spec's list without its placeholder). */
export const LAB_SLUGS = [
  "ayumetrix",
  "spiriplex",
  "ussl",
  "quest",
  "sonora_quest",
  "bioreference",
  "us_biotek",
  "manual",
  "sanocardio",
  "ihd",
  "nexus",
  "my_uti",
  "crl",
] as const;
export const PSC_CAPABILITIES = [
  "stat",
  "appointment_scheduling_via_service",
  "appointment_scheduling_with_lab",
] as const;
/**
 * The real service spells the capability the documented interface calls appointment_scheduling_via_service
 * with its own name. Requests may use either spelling; both mean the same filter.
 */
export const PSC_CAPABILITY_ALIASES: Readonly<Record<string, (typeof PSC_CAPABILITIES)[number]>> = {
  appointment_scheduling_via_junction: "appointment_scheduling_via_service",
};
export const PSC_RADII = ["10", "20", "25", "50", "100"] as const;
export const DEFAULT_PSC_RADIUS = "25" satisfies (typeof PSC_RADII)[number];

export const APPOINTMENT_TYPES = ["phlebotomy", "patient_service_center"] as const;
export const APPOINTMENT_PROVIDERS = ["getlabs", "phlebfinders", "quest", "sonora_quest"] as const;
export const APPOINTMENT_STATUSES = [
  "confirmed",
  "pending",
  "reserved",
  "in_progress",
  "completed",
  "cancelled",
] as const;
export const APPOINTMENT_EVENT_STATUSES = [
  "pending",
  "reserved",
  "scheduled",
  "completed",
  "cancelled",
  "in_progress",
] as const;
