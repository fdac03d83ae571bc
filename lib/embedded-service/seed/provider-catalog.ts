/**
 * The embedded provider catalogue: every provider named by the interface (never the placeholder
 * "the service"), plus two real slugs the interface withholds (garmin, oura), as enums are
 * non-exhaustive. `stepsSeconds` is the provider's own step-sample resolution; null means it
 * reports no steps.
 */
export type CatalogEntry = {
  slug: string;
  name: string;
  description: string;
  authType: "oauth" | "team_oauth" | "sdk" | "password" | "email" | "app" | null;
  sourceType: "app" | "ble" | "device" | "lab" | "provider";
  resources: string[];
  oauth?: boolean;
  stepsSeconds?: number | null;
  deviceType?: string;
  backfillDays?: number;
  group?: string;
};

const activity = [
  "profile",
  "activity",
  "workouts",
  "sleep",
  "body",
  "steps",
  "calories_active",
  "distance",
  "heartrate",
];
const wearable = [...activity, "hrv", "respiratory_rate", "blood_oxygen", "floors_climbed", "calories_basal"];

// One provider a row, so the catalogue reads as a table.
// prettier-ignore
export const PROVIDER_CATALOG: CatalogEntry[] = [
  { slug: "fitbit", name: "Fitbit", description: "Activity trackers and smartwatches", authType: "oauth", sourceType: "device", resources: [...wearable, "weight", "fat", "water", "meal"], oauth: true, stepsSeconds: 900, deviceType: "watch", backfillDays: 90, group: "fitbit" },
  { slug: "garmin", name: "Garmin", description: "GPS watches and fitness devices", authType: "oauth", sourceType: "device", resources: [...wearable, "stress_level", "vo2_max", "workout_stream"], oauth: true, stepsSeconds: 900, deviceType: "watch", backfillDays: 90, group: "garmin" },
  { slug: "oura", name: "Oura", description: "Smart ring for sleep and readiness", authType: "oauth", sourceType: "device", resources: [...wearable, "sleep_stream", "hypnogram", "body_temperature_delta"], oauth: true, stepsSeconds: 86400, deviceType: "ring", backfillDays: 180, group: "oura" },
  { slug: "whoop", name: "WHOOP (legacy)", description: "Strain and recovery band, legacy API", authType: "oauth", sourceType: "device", resources: ["profile", "sleep", "workouts", "heartrate", "hrv", "activity"], oauth: true, deviceType: "band", backfillDays: 30, group: "whoop" },
  { slug: "whoop_v2", name: "WHOOP", description: "Strain and recovery band", authType: "oauth", sourceType: "device", resources: ["profile", "sleep", "workouts", "heartrate", "hrv", "activity", "respiratory_rate"], oauth: true, deviceType: "band", backfillDays: 90, group: "whoop" },
  { slug: "strava", name: "Strava", description: "Running and cycling activities", authType: "oauth", sourceType: "app", resources: ["profile", "workouts", "workout_stream", "workout_distance"], oauth: true, deviceType: "app", backfillDays: 180 },
  { slug: "renpho", name: "Renpho", description: "Smart body-composition scales", authType: "email", sourceType: "device", resources: ["profile", "body", "weight", "fat", "body_mass_index"], deviceType: "scale" },
  { slug: "peloton", name: "Peloton", description: "Connected bikes and treadmills", authType: "password", sourceType: "device", resources: ["profile", "workouts", "workout_stream"], deviceType: "bike" },
  { slug: "wahoo", name: "Wahoo", description: "Bike computers and smart trainers", authType: "oauth", sourceType: "device", resources: ["profile", "workouts", "workout_stream"], oauth: true, deviceType: "bike_computer", backfillDays: 90 },
  { slug: "zwift", name: "Zwift", description: "Indoor cycling and running", authType: "password", sourceType: "app", resources: ["profile", "workouts", "workout_stream"], deviceType: "app" },
  { slug: "freestyle_libre", name: "FreeStyle Libre", description: "Continuous glucose monitoring (LibreView)", authType: "password", sourceType: "device", resources: ["profile", "glucose"], deviceType: "cgm" },
  { slug: "abbott_libreview", name: "Abbott LibreView", description: "Glucose data shared through LibreView", authType: "team_oauth", sourceType: "provider", resources: ["glucose"], deviceType: "cgm" },
  { slug: "tandem_source", name: "Tandem Source", description: "Insulin pump and CGM data", authType: "password", sourceType: "provider", resources: ["glucose", "insulin_injection", "carbohydrates"], deviceType: "insulin_pump" },
  { slug: "freestyle_libre_ble", name: "FreeStyle Libre (Bluetooth)", description: "Libre sensors read over Bluetooth", authType: "sdk", sourceType: "ble", resources: ["glucose"], deviceType: "cgm" },
  { slug: "eight_sleep", name: "Eight Sleep", description: "Smart mattress cover", authType: "password", sourceType: "device", resources: ["profile", "sleep", "sleep_stream", "heartrate", "hrv", "respiratory_rate"], deviceType: "mattress" },
  { slug: "withings", name: "Withings", description: "Scales, blood-pressure monitors and watches", authType: "oauth", sourceType: "device", resources: [...activity, "weight", "fat", "blood_pressure", "body_temperature"], oauth: true, stepsSeconds: 86400, deviceType: "watch", backfillDays: 90, group: "withings" },
  { slug: "apple_health_kit", name: "Apple HealthKit", description: "Health data from iPhone and Apple Watch", authType: "sdk", sourceType: "app", resources: [...wearable, "stand_hour", "mindfulness_minutes", "electrocardiogram", "afib_burden", "menstrual_cycle"], stepsSeconds: 3600, deviceType: "phone", backfillDays: 90 },
  { slug: "manual", name: "Manual entry", description: "Values entered by the user or the care team", authType: null, sourceType: "app", resources: ["body", "weight", "blood_pressure", "glucose", "note"], deviceType: "manual_scan" },
  { slug: "ihealth", name: "iHealth", description: "Blood-pressure monitors, scales and pulse oximeters", authType: "oauth", sourceType: "device", resources: ["profile", "blood_pressure", "weight", "blood_oxygen", "glucose"], oauth: true, deviceType: "blood_pressure_monitor", backfillDays: 90 },
  { slug: "google_fit", name: "Google Fit", description: "Activity from Android phones and Wear OS", authType: "oauth", sourceType: "app", resources: [...activity], oauth: true, stepsSeconds: 3600, deviceType: "phone", backfillDays: 90 },
  { slug: "beurer_api", name: "Beurer HealthManager", description: "Beurer devices through HealthManager Pro", authType: "password", sourceType: "provider", resources: ["blood_pressure", "weight", "glucose"], deviceType: "blood_pressure_monitor" },
  { slug: "beurer_ble", name: "Beurer (Bluetooth)", description: "Beurer devices read over Bluetooth", authType: "sdk", sourceType: "ble", resources: ["blood_pressure", "weight"], deviceType: "blood_pressure_monitor" },
  { slug: "omron", name: "Omron", description: "Blood-pressure monitors", authType: "oauth", sourceType: "device", resources: ["profile", "blood_pressure", "weight"], oauth: true, deviceType: "blood_pressure_monitor", backfillDays: 90 },
  { slug: "omron_ble", name: "Omron (Bluetooth)", description: "Omron monitors read over Bluetooth", authType: "sdk", sourceType: "ble", resources: ["blood_pressure"], deviceType: "blood_pressure_monitor" },
  { slug: "onetouch_ble", name: "OneTouch (Bluetooth)", description: "OneTouch glucose meters over Bluetooth", authType: "sdk", sourceType: "ble", resources: ["glucose"], deviceType: "glucose_meter" },
  { slug: "accuchek_ble", name: "Accu-Chek (Bluetooth)", description: "Accu-Chek glucose meters over Bluetooth", authType: "sdk", sourceType: "ble", resources: ["glucose"], deviceType: "glucose_meter" },
  { slug: "contour_ble", name: "Contour (Bluetooth)", description: "Contour glucose meters over Bluetooth", authType: "sdk", sourceType: "ble", resources: ["glucose"], deviceType: "glucose_meter" },
  { slug: "dexcom", name: "Dexcom (legacy)", description: "Continuous glucose monitoring, legacy API", authType: "oauth", sourceType: "device", resources: ["profile", "glucose"], oauth: true, deviceType: "cgm", backfillDays: 30, group: "dexcom" },
  { slug: "dexcom_v3", name: "Dexcom", description: "Continuous glucose monitoring", authType: "oauth", sourceType: "device", resources: ["profile", "glucose", "device"], oauth: true, deviceType: "cgm", backfillDays: 90, group: "dexcom" },
  { slug: "hammerhead", name: "Hammerhead", description: "Karoo bike computers", authType: "oauth", sourceType: "device", resources: ["profile", "workouts", "workout_stream"], oauth: true, deviceType: "bike_computer", backfillDays: 90 },
  { slug: "my_fitness_pal", name: "MyFitnessPal (legacy)", description: "Food and nutrition log, legacy API", authType: "password", sourceType: "app", resources: ["meal", "water"], deviceType: "app" },
  { slug: "health_connect", name: "Health Connect", description: "Android's health data store", authType: "sdk", sourceType: "app", resources: [...wearable, "menstrual_cycle"], stepsSeconds: 3600, deviceType: "phone", backfillDays: 30 },
  { slug: "samsung_health", name: "Samsung Health", description: "Samsung phones and Galaxy watches", authType: "sdk", sourceType: "app", resources: [...wearable], stepsSeconds: 1800, deviceType: "watch", backfillDays: 30 },
  { slug: "polar", name: "Polar", description: "Heart-rate monitors and sports watches", authType: "oauth", sourceType: "device", resources: [...activity, "hrv"], oauth: true, stepsSeconds: 86400, deviceType: "watch", backfillDays: 30 },
  { slug: "cronometer", name: "Cronometer", description: "Nutrition tracking", authType: "oauth", sourceType: "app", resources: ["profile", "meal", "water", "caffeine"], oauth: true, deviceType: "app", backfillDays: 90 },
  { slug: "kardia", name: "KardiaMobile", description: "Personal ECG", authType: "oauth", sourceType: "device", resources: ["profile", "electrocardiogram", "afib_burden"], oauth: false, deviceType: "ecg" },
  { slug: "ultrahuman", name: "Ultrahuman", description: "Smart ring and metabolic tracking", authType: "oauth", sourceType: "device", resources: [...wearable, "glucose"], oauth: true, stepsSeconds: 900, deviceType: "ring", backfillDays: 90 },
  { slug: "my_fitness_pal_v2", name: "MyFitnessPal", description: "Food and nutrition log", authType: "oauth", sourceType: "app", resources: ["profile", "meal", "water"], oauth: true, deviceType: "app", backfillDays: 90, group: "my_fitness_pal" },
  { slug: "map_my_fitness", name: "MapMyFitness", description: "Run, ride and walk tracking", authType: "oauth", sourceType: "app", resources: ["profile", "workouts", "distance"], oauth: true, deviceType: "app", backfillDays: 90 },
  { slug: "runkeeper", name: "Runkeeper", description: "Run tracking", authType: "oauth", sourceType: "app", resources: ["profile", "workouts", "workout_distance"], oauth: true, deviceType: "app", backfillDays: 90 },
];
