/**
 * Where the business works (docs/product.md#business-facts): Auvergne-Rhône-Alpes, within a 150 km
 * radius around Lyon. Used for the visible area list and for `areaServed` /
 * `GeoCircle` in structured data.
 */
export interface Department {
  code: string;
  name: string;
}

export const SERVICE_RADIUS_KM = 150;

export const serviceArea = {
  center: { name: "Lyon", latitude: 45.764, longitude: 4.8357 },
  radiusKm: SERVICE_RADIUS_KM,
  regions: ["Auvergne-Rhône-Alpes"],
  departments: [
    { code: "69", name: "Rhône" },
    { code: "42", name: "Loire" },
    { code: "38", name: "Isère" },
    { code: "01", name: "Ain" },
    { code: "73", name: "Savoie" },
    { code: "74", name: "Haute-Savoie" },
    { code: "26", name: "Drôme" },
    { code: "07", name: "Ardèche" },
    { code: "43", name: "Haute-Loire" },
    { code: "63", name: "Puy-de-Dôme" },
  ],
  cities: [
    "Lyon",
    "Villeurbanne",
    "Caluire-et-Cuire",
    "Tassin-la-Demi-Lune",
    "Meyzieu",
    "Écully",
    "Vénissieux",
    "Bron",
    "Vienne",
    "Villefranche-sur-Saône",
    "Tarare",
    "Cublize",
    "Roanne",
    "Saint-Étienne",
    "Grenoble",
    "Bourg-en-Bresse",
    "Chambéry",
    "Annecy",
    "Valence",
    "Clermont-Ferrand",
  ],
} as const satisfies {
  center: { name: string; latitude: number; longitude: number };
  radiusKm: number;
  regions: readonly string[];
  departments: readonly Department[];
  cities: readonly string[];
};

/** 'Rhône (69)' */
export function formatDepartment(department: Department): string {
  return `${department.name} (${department.code})`;
}
