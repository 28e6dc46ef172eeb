import { UNKNOWN_PLANT_NAME } from '@rootshare/contracts/catalogue-constants';

/** A member's plant by the name its owner gave it, else its catalogue name, else 'Unknown Plant'. */
export function memberPlantName(customName: string | null | undefined, commonName: string): string {
  return customName?.trim() || commonName.trim() || UNKNOWN_PLANT_NAME;
}

/** The same for a member's plant as the API answers it, with its catalogue entry under `plants`. */
export const plantDisplayName = (plant: { custom_name: string | null; plants: { common_name: string } }): string =>
  memberPlantName(plant.custom_name, plant.plants.common_name);
