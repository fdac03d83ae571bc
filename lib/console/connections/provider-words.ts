import type { AUTH_TYPES, SOURCE_TYPES, SUPPORTED_RESOURCES } from "@/lib/contract/enums";
import { labelOr } from "@/lib/labels";

/*
 * The words for the provider catalogue's codes: what a provider delivers, how it signs in, what
 * kind of source it is, and how a user's connection is doing. Written, not derived: "hrv",
 * "vo2 max" or "ige" are what replacing underscores gives. The `satisfies` clauses make a value
 * added to the contract's lists fail to compile until it has words; values the service sends
 * beyond them are shown as sent.
 */

const RESOURCE_LABELS = {
  profile: "profile",
  activity: "activity",
  sleep: "sleep",
  body: "body",
  workouts: "workouts",
  workout_stream: "workout stream",
  connection: "connection",
  order: "lab orders",
  result: "lab results",
  match_review: "match review",
  appointment: "appointments",
  glucose: "glucose",
  heartrate: "heart rate",
  hrv: "HRV",
  ige: "IgE",
  igg: "IgG",
  blood_oxygen: "blood oxygen",
  blood_pressure: "blood pressure",
  cholesterol: "cholesterol",
  device: "devices",
  device_legacy: "devices (legacy)",
  weight: "weight",
  fat: "body fat",
  body_temperature: "body temperature",
  body_temperature_delta: "body temperature change",
  meal: "meals",
  water: "water",
  caffeine: "caffeine",
  mindfulness_minutes: "mindfulness minutes",
  steps: "steps",
  calories_active: "active calories",
  distance: "distance",
  floors_climbed: "floors climbed",
  respiratory_rate: "respiratory rate",
  vo2_max: "VO₂ max",
  calories_basal: "basal calories",
  stress_level: "stress level",
  menstrual_cycle: "menstrual cycle",
  sleep_cycle: "sleep cycle",
  electrocardiogram: "ECG",
  electrocardiogram_voltage: "ECG voltage",
  afib_burden: "AFib burden",
  heart_rate_alert: "heart rate alerts",
  stand_hour: "stand hours",
  stand_duration: "stand time",
  sleep_apnea_alert: "sleep apnea alerts",
  sleep_breathing_disturbance: "sleep breathing disturbances",
  wheelchair_push: "wheelchair pushes",
  forced_expiratory_volume_1: "FEV1",
  forced_vital_capacity: "forced vital capacity",
  peak_expiratory_flow_rate: "peak expiratory flow",
  inhaler_usage: "inhaler use",
  fall: "falls",
  uv_exposure: "UV exposure",
  daylight_exposure: "daylight exposure",
  handwashing: "handwashing",
  basal_body_temperature: "basal body temperature",
  heart_rate_recovery_one_minute: "heart rate recovery (1 min)",
  body_mass_index: "BMI",
  lean_body_mass: "lean body mass",
  waist_circumference: "waist circumference",
  workout_distance: "workout distance",
  workout_swimming_stroke: "swimming strokes",
  workout_duration: "workout duration",
  insulin_injection: "insulin injections",
  carbohydrates: "carbohydrates",
  note: "notes",
  sleep_stream: "sleep stream",
  hypnogram: "hypnogram",
} as const satisfies Record<(typeof SUPPORTED_RESOURCES)[number], string>;

const AUTH_LABELS = {
  oauth: "OAuth",
  team_oauth: "Team OAuth",
  sdk: "Mobile SDK",
  password: "Password",
  email: "Email",
  app: "App",
} as const satisfies Record<(typeof AUTH_TYPES)[number], string>;

const SOURCE_TYPE_LABELS = {
  app: "App",
  ble: "Bluetooth device",
  device: "Device",
  lab: "Lab",
  provider: "Provider",
} as const satisfies Record<(typeof SOURCE_TYPES)[number], string>;

/** A user's connection as the service reports it (not listed by the interface: the real service's values). */
const CONNECTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  connected: "Connected",
  paused: "Paused",
  error: "Error",
};

/** A supported resource as a chip or in a list; unknown ones are shown as they are. */
export const resourceLabel = (resource: string) => labelOr(RESOURCE_LABELS, resource);

export const authTypeLabel = (authType: string | null | undefined) =>
  authType ? labelOr(AUTH_LABELS, authType) : "Not stated";

export const sourceTypeLabel = (sourceType: string) => labelOr(SOURCE_TYPE_LABELS, sourceType);

export const connectionStatusLabel = (status: string) => labelOr(CONNECTION_STATUS_LABELS, status);
