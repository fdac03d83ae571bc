/**
 * Adult reference intervals and LOINC codes for the catalogue's markers, as US labs commonly
 * report them. `decimals` is how the lab prints the value. A marker read as a code (urine dipstick)
 * has `codes` instead: its normal code first. `rangeAbove` prints values past it as ">N" (eGFR),
 * `rangeBelow` values under it as "<N" (PSA).
 */
export type MarkerRange = {
  loinc: string;
  low?: number;
  high?: number;
  decimals: number;
  codes?: readonly string[];
  rangeAbove?: number;
  rangeBelow?: number;
};

const r = (
  loinc: string,
  low: number | undefined,
  high: number | undefined,
  decimals = 1,
  extra: Partial<MarkerRange> = {},
): MarkerRange => ({
  loinc,
  low,
  high,
  decimals,
  ...extra,
});

export const MARKER_RANGES: Record<string, MarkerRange> = {
  wbc: r("6690-2", 3.4, 10.8),
  rbc: r("789-8", 3.77, 5.28, 2),
  hemoglobin: r("718-7", 11.1, 15.9),
  hematocrit: r("4544-3", 34, 46.6),
  mcv: r("787-2", 79, 97, 0),
  platelets: r("777-3", 150, 450, 0),
  neutrophils: r("770-8", 40, 74, 0),
  lymphocytes: r("736-9", 14, 46, 0),
  glucose: r("2345-7", 65, 99, 0),
  bun: r("3094-0", 6, 24, 0),
  creatinine: r("2160-0", 0.57, 1.0, 2),
  egfr: r("33914-3", 59, undefined, 0, { rangeAbove: 60 }),
  sodium: r("2951-2", 134, 144, 0),
  potassium: r("2823-3", 3.5, 5.2),
  chloride: r("2075-0", 96, 106, 0),
  co2: r("2028-9", 20, 29, 0),
  calcium: r("17861-6", 8.7, 10.2),
  total_protein: r("2885-2", 6.0, 8.5),
  albumin: r("1751-7", 3.8, 4.9),
  bilirubin_total: r("1975-2", 0.0, 1.2),
  alp: r("6768-6", 44, 121, 0),
  ast: r("1920-8", 0, 40, 0),
  alt: r("1742-6", 0, 32, 0),
  cholesterol_total: r("2093-3", 100, 199, 0),
  hdl: r("2085-9", 39, undefined, 0),
  ldl: r("13457-7", 0, 99, 0),
  triglycerides: r("2571-8", 0, 149, 0),
  cholesterol_hdl_ratio: r("9830-1", 0, 4.4),
  tsh: r("3016-3", 0.45, 4.5, 3),
  free_t4: r("3024-7", 0.82, 1.77, 2),
  free_t3: r("3051-0", 2.0, 4.4),
  vitamin_d_25oh: r("62292-8", 30, 100),
  iron: r("2498-4", 27, 159, 0),
  tibc: r("2500-7", 250, 450, 0),
  iron_saturation: r("2502-3", 15, 55, 0),
  ferritin: r("2276-4", 15, 150, 0),
  testosterone_total: r("2986-8", 264, 916, 0),
  testosterone_free: r("2991-8", 8.7, 25.1),
  psa_total: r("2857-1", 0, 4.0, 1, { rangeBelow: 0.1 }),
  hs_crp: r("30522-7", 0, 3.0, 2),
  hba1c: r("4548-4", 4.8, 5.6),
  vitamin_b12: r("2132-9", 232, 1245, 0),
  folate: r("2284-8", 3.0, 20),
  estradiol: r("2243-4", 12.5, 166, 1),
  progesterone: r("2839-9", 0.1, 25.0),
  lh: r("10501-5", 2.4, 12.6),
  fsh: r("15067-2", 3.5, 12.5),
  cortisol_waking: r("2143-6", 5.5, 24.9),
  cortisol_30min: r("2143-6", 10, 33),
  cortisol_evening: r("2143-6", 0.5, 3.6),
  omega3_index: r("82810-3", 8, 12),
  omega6_omega3_ratio: r("82814-5", 3, 5.7),
  igg_egg_white: r("6101-0", 0, 2.5, 2),
  igg_milk: r("6102-8", 0, 2.5, 2),
  igg_peanut: r("6103-6", 0, 2.5, 2),
  igg_soybean: r("6104-4", 0, 2.5, 2),
  igg_wheat: r("6105-1", 0, 2.5, 2),
  urine_ph: r("5803-2", 5.0, 7.5),
  urine_specific_gravity: r("5811-5", 1.005, 1.03, 3),
  urine_glucose: r("5792-7", undefined, undefined, 0, { codes: ["Negative", "Trace", "1+"] }),
  urine_ketones: r("5797-6", undefined, undefined, 0, { codes: ["Negative", "Trace", "Small"] }),
  urine_protein: r("5804-0", undefined, undefined, 0, { codes: ["Negative", "Trace", "1+"] }),
};

/**
 * Critical ("panic") limits: a reading beyond one is a critical value, which the lab must report
 * to the ordering clinician at once rather than with the report (CLIA, 42 CFR 493.1291). The
 * values are the ones US hospital labs commonly list for adults; markers without one have none.
 */
export const CRITICAL_LIMITS: Record<string, { low?: number; high?: number }> = {
  glucose: { low: 50, high: 400 },
  potassium: { low: 2.8, high: 6.2 },
  sodium: { low: 120, high: 160 },
  calcium: { low: 6.5, high: 13 },
  co2: { low: 10, high: 40 },
  hemoglobin: { low: 7, high: 20 },
  hematocrit: { low: 20, high: 60 },
  platelets: { low: 40, high: 1000 },
  wbc: { low: 2, high: 30 },
};

/** Comments labs print after a marker, as results of type `comment`. */
export const MARKER_COMMENTS: Record<string, { name: string; text: string }> = {
  ldl: {
    name: "LDL Comment",
    text: "Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD or diabetic patients with >= 2 CHD risk factors.",
  },
  hba1c: {
    name: "HbA1c Comment",
    text: "Prediabetes: 5.7 - 6.4. Diabetes: >6.4. Glycemic control for adults with diabetes: <7.0.",
  },
  vitamin_d_25oh: {
    name: "Vitamin D Comment",
    text: "Vitamin D deficiency has been defined by the Institute of Medicine as a level below 20 ng/mL.",
  },
};
