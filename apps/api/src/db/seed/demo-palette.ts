/** Gradient colours of generated photos: [deep, light] per category (`Industry:value`). */
const PALETTES: Readonly<Record<string, readonly [string, string]>> = {
  'Healthcare:GeneralPhysician': ['#0f766e', '#2dd4bf'],
  'Healthcare:Gynaecologist': ['#9d174d', '#f472b6'],
  'Healthcare:Dentist': ['#075985', '#38bdf8'],
  'Healthcare:Pathologist': ['#3730a3', '#818cf8'],
  'Healthcare:Psychiatrist': ['#5b21b6', '#a78bfa'],
  'Healthcare:Cardiologist': ['#991b1b', '#f87171'],
  'Healthcare:Orthopaedic': ['#334155', '#94a3b8'],
  'Healthcare:Ophthalmologist': ['#155e75', '#22d3ee'],
  'Healthcare:Trichologist': ['#3f6212', '#a3e635'],
  'Healthcare:Nutritionist': ['#166534', '#4ade80'],
  'Healthcare:CosmeticSurgeon': ['#1e3a8a', '#60a5fa'],
  'Healthcare:Physiotherapist': ['#065f46', '#34d399'],
  'Healthcare:Dermatologist': ['#9a3412', '#fdba74'],
  'Personalcare:Salon': ['#6b21a8', '#e879f9'],
  'Personalcare:MakeupArtist': ['#9f1239', '#fda4af'],
  'Personalcare:Spa': ['#115e59', '#99f6e4'],
  'Personalcare:TattooArtist': ['#111827', '#6b7280'],
  'Personalcare:NailArt': ['#be185d', '#f9a8d4'],
  'Personalcare:SkinTherapist': ['#92400e', '#fcd34d'],
  'Personalcare:Cosmetologist': ['#86198f', '#f0abfc'],
  'Personalcare:Trichologist': ['#713f12', '#facc15'],
  'Personalcare:CosmeticChemist': ['#0c4a6e', '#7dd3fc'],
  'Personalcare:Beautician': ['#be123c', '#fecdd3'],
  'Personalcare:LaserTreatment': ['#312e81', '#a5b4fc'],
};

const FALLBACK: Record<string, readonly [string, string]> = {
  Healthcare: ['#0f766e', '#5eead4'],
  Personalcare: ['#86198f', '#f5d0fe'],
};

export interface Palette {
  deep: string;
  light: string;
}

export function paletteFor(industry: string, value: string): Palette {
  const [deep, light] = PALETTES[`${industry}:${value}`] ?? FALLBACK[industry] ?? ['#334155', '#cbd5e1'];
  return { deep, light };
}
