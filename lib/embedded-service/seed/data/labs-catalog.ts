import type { LabMarkerSeed as LabMarker } from "@/lib/contract/labs";

/**
 * The reference lab catalogue: real lab slugs and names, and common clinical panels with their
 * usual markers and units. Prices are typical US cash prices, not any lab's price list.
 */
export const SEED_LABS = [
  { id: 1, slug: "quest", name: "Quest Diagnostics" },
  { id: 2, slug: "sonora_quest", name: "Sonora Quest Laboratories" },
  { id: 3, slug: "bioreference", name: "BioReference Laboratories" },
  { id: 4, slug: "crl", name: "Clinical Reference Laboratory" },
  { id: 5, slug: "ussl", name: "US Specialty Labs" },
  { id: 6, slug: "ayumetrix", name: "Ayumetrix" },
] as const;
export type SeedLabSlug = (typeof SEED_LABS)[number]["slug"];

/**
 * Each lab's main address, as the lab list reports it. Reference data that never changes per
 * team, so it is read from here rather than stored in every database.
 */
export const LAB_ADDRESSES: Record<string, { first_line_address: string; city: string; zipcode: string }> = {
  quest: { first_line_address: "500 Plaza Drive", city: "Secaucus", zipcode: "07094" },
  sonora_quest: { first_line_address: "1255 West Washington Street", city: "Tempe", zipcode: "85281" },
  bioreference: { first_line_address: "481 Edward H Ross Drive", city: "Elmwood Park", zipcode: "07407" },
  crl: { first_line_address: "8433 Quivira Road", city: "Lenexa", zipcode: "66215" },
  ussl: { first_line_address: "9700 Reseda Boulevard", city: "Northridge", zipcode: "91324" },
  ayumetrix: { first_line_address: "1 Tech Drive", city: "Andover", zipcode: "01810" },
};

const m = (name: string, slug: string, unit: string | null): LabMarker => ({ name, slug, unit });

type Panel = { name: string; sampleType: string; fasting: boolean; price: number; markers: LabMarker[] };

export const PANELS = {
  cbc: {
    name: "Complete Blood Count (CBC) with Differential",
    sampleType: "whole_blood",
    fasting: false,
    price: 28,
    markers: [
      m("White Blood Cell Count", "wbc", "x10E3/uL"),
      m("Red Blood Cell Count", "rbc", "x10E6/uL"),
      m("Hemoglobin", "hemoglobin", "g/dL"),
      m("Hematocrit", "hematocrit", "%"),
      m("MCV", "mcv", "fL"),
      m("Platelet Count", "platelets", "x10E3/uL"),
      m("Neutrophils", "neutrophils", "%"),
      m("Lymphocytes", "lymphocytes", "%"),
    ],
  },
  cmp: {
    name: "Comprehensive Metabolic Panel (CMP)",
    sampleType: "serum",
    fasting: true,
    price: 32,
    markers: [
      m("Glucose", "glucose", "mg/dL"),
      m("Blood Urea Nitrogen", "bun", "mg/dL"),
      m("Creatinine", "creatinine", "mg/dL"),
      m("eGFR", "egfr", "mL/min/1.73m2"),
      m("Sodium", "sodium", "mmol/L"),
      m("Potassium", "potassium", "mmol/L"),
      m("Chloride", "chloride", "mmol/L"),
      m("Carbon Dioxide", "co2", "mmol/L"),
      m("Calcium", "calcium", "mg/dL"),
      m("Total Protein", "total_protein", "g/dL"),
      m("Albumin", "albumin", "g/dL"),
      m("Total Bilirubin", "bilirubin_total", "mg/dL"),
      m("Alkaline Phosphatase", "alp", "U/L"),
      m("AST", "ast", "U/L"),
      m("ALT", "alt", "U/L"),
    ],
  },
  bmp: {
    name: "Basic Metabolic Panel (BMP)",
    sampleType: "serum",
    fasting: true,
    price: 24,
    markers: [
      m("Glucose", "glucose", "mg/dL"),
      m("Blood Urea Nitrogen", "bun", "mg/dL"),
      m("Creatinine", "creatinine", "mg/dL"),
      m("Sodium", "sodium", "mmol/L"),
      m("Potassium", "potassium", "mmol/L"),
      m("Calcium", "calcium", "mg/dL"),
    ],
  },
  lipid_panel: {
    name: "Lipid Panel",
    sampleType: "serum",
    fasting: true,
    price: 35,
    markers: [
      m("Total Cholesterol", "cholesterol_total", "mg/dL"),
      m("HDL Cholesterol", "hdl", "mg/dL"),
      m("LDL Cholesterol (calculated)", "ldl", "mg/dL"),
      m("Triglycerides", "triglycerides", "mg/dL"),
      m("Cholesterol/HDL Ratio", "cholesterol_hdl_ratio", null),
    ],
  },
  hba1c: {
    name: "Hemoglobin A1c",
    sampleType: "whole_blood",
    fasting: false,
    price: 29,
    markers: [m("Hemoglobin A1c", "hba1c", "%")],
  },
  tsh: {
    name: "Thyroid Stimulating Hormone (TSH)",
    sampleType: "serum",
    fasting: false,
    price: 27,
    markers: [m("TSH", "tsh", "mIU/L")],
  },
  thyroid_panel: {
    name: "Thyroid Panel with TSH",
    sampleType: "serum",
    fasting: false,
    price: 59,
    markers: [m("TSH", "tsh", "mIU/L"), m("Free T4", "free_t4", "ng/dL"), m("Free T3", "free_t3", "pg/mL")],
  },
  vitamin_d: {
    name: "Vitamin D, 25-Hydroxy",
    sampleType: "serum",
    fasting: false,
    price: 49,
    markers: [m("Vitamin D, 25-OH, Total", "vitamin_d_25oh", "ng/mL")],
  },
  iron_panel: {
    name: "Iron and Ferritin Panel",
    sampleType: "serum",
    fasting: true,
    price: 45,
    markers: [
      m("Iron, Total", "iron", "ug/dL"),
      m("TIBC", "tibc", "ug/dL"),
      m("Iron Saturation", "iron_saturation", "%"),
      m("Ferritin", "ferritin", "ng/mL"),
    ],
  },
  testosterone: {
    name: "Testosterone, Total and Free",
    sampleType: "serum",
    fasting: false,
    price: 69,
    markers: [
      m("Testosterone, Total", "testosterone_total", "ng/dL"),
      m("Testosterone, Free", "testosterone_free", "pg/mL"),
    ],
  },
  psa: {
    name: "Prostate-Specific Antigen (PSA), Total",
    sampleType: "serum",
    fasting: false,
    price: 39,
    markers: [m("PSA, Total", "psa_total", "ng/mL")],
  },
  hs_crp: {
    name: "C-Reactive Protein, High Sensitivity",
    sampleType: "serum",
    fasting: false,
    price: 33,
    markers: [m("hs-CRP", "hs_crp", "mg/L")],
  },
  b12_folate: {
    name: "Vitamin B12 and Folate",
    sampleType: "serum",
    fasting: true,
    price: 42,
    markers: [m("Vitamin B12", "vitamin_b12", "pg/mL"), m("Folate, Serum", "folate", "ng/mL")],
  },
  urinalysis: {
    name: "Urinalysis, Complete",
    sampleType: "urine",
    fasting: false,
    price: 22,
    markers: [
      m("pH", "urine_ph", null),
      m("Specific Gravity", "urine_specific_gravity", null),
      m("Protein", "urine_protein", null),
      m("Glucose", "urine_glucose", null),
      m("Ketones", "urine_ketones", null),
    ],
  },
  female_hormones: {
    name: "Female Hormone Panel",
    sampleType: "serum",
    fasting: false,
    price: 119,
    markers: [
      m("Estradiol", "estradiol", "pg/mL"),
      m("Progesterone", "progesterone", "ng/mL"),
      m("FSH", "fsh", "mIU/mL"),
      m("LH", "lh", "mIU/mL"),
    ],
  },
  cortisol_saliva: {
    name: "Cortisol Awakening Response (Saliva)",
    sampleType: "saliva",
    fasting: false,
    price: 139,
    markers: [
      m("Cortisol, Waking", "cortisol_waking", "nmol/L"),
      m("Cortisol, 30 min", "cortisol_30min", "nmol/L"),
      m("Cortisol, Evening", "cortisol_evening", "nmol/L"),
    ],
  },
  food_sensitivity: {
    name: "Food Sensitivity IgG Panel",
    sampleType: "serum",
    fasting: false,
    price: 189,
    markers: [
      m("Milk IgG", "igg_milk", "ug/mL"),
      m("Egg White IgG", "igg_egg_white", "ug/mL"),
      m("Wheat IgG", "igg_wheat", "ug/mL"),
      m("Soybean IgG", "igg_soybean", "ug/mL"),
      m("Peanut IgG", "igg_peanut", "ug/mL"),
    ],
  },
  omega3_index: {
    name: "Omega-3 Index",
    sampleType: "dried_blood_spot",
    fasting: false,
    price: 79,
    markers: [m("Omega-3 Index", "omega3_index", "%"), m("Omega-6:Omega-3 Ratio", "omega6_omega3_ratio", null)],
  },
} satisfies Record<string, Panel>;
export type PanelKey = keyof typeof PANELS;

type Offering = [panel: PanelKey, method: "testkit" | "walk_in_test" | "at_home_phlebotomy", sampleType?: string];

/** What each lab offers, and how the sample is collected. 40 tests in all. */
export const LAB_OFFERINGS: Record<SeedLabSlug, Offering[]> = {
  quest: [
    ["cbc", "walk_in_test"],
    ["cmp", "walk_in_test"],
    ["lipid_panel", "walk_in_test"],
    ["hba1c", "walk_in_test"],
    ["tsh", "walk_in_test"],
    ["thyroid_panel", "walk_in_test"],
    ["vitamin_d", "walk_in_test"],
    ["iron_panel", "walk_in_test"],
    ["psa", "walk_in_test"],
    ["testosterone", "walk_in_test"],
    ["cmp", "at_home_phlebotomy"],
    ["lipid_panel", "at_home_phlebotomy"],
  ],
  sonora_quest: [
    ["cbc", "walk_in_test"],
    ["bmp", "walk_in_test"],
    ["lipid_panel", "walk_in_test"],
    ["hba1c", "walk_in_test"],
    ["urinalysis", "walk_in_test"],
    ["vitamin_d", "at_home_phlebotomy"],
  ],
  bioreference: [
    ["cbc", "walk_in_test"],
    ["cmp", "walk_in_test"],
    ["lipid_panel", "walk_in_test"],
    ["hs_crp", "walk_in_test"],
    ["b12_folate", "walk_in_test"],
    ["female_hormones", "walk_in_test"],
    ["cbc", "at_home_phlebotomy"],
    ["hba1c", "at_home_phlebotomy"],
  ],
  crl: [
    ["lipid_panel", "testkit", "dried_blood_spot"],
    ["hba1c", "testkit", "dried_blood_spot"],
    ["tsh", "testkit", "dried_blood_spot"],
    ["cmp", "at_home_phlebotomy"],
    ["testosterone", "walk_in_test"],
    ["vitamin_d", "walk_in_test"],
  ],
  ussl: [
    ["food_sensitivity", "at_home_phlebotomy"],
    ["cortisol_saliva", "testkit"],
    ["female_hormones", "at_home_phlebotomy"],
    ["thyroid_panel", "at_home_phlebotomy"],
  ],
  ayumetrix: [
    ["omega3_index", "testkit"],
    ["hba1c", "testkit", "dried_blood_spot"],
    ["vitamin_d", "testkit", "dried_blood_spot"],
    ["testosterone", "testkit", "dried_blood_spot"],
  ],
};
