import { UNKNOWN_PLANT_NAME } from '@rootshare/contracts/catalogue';

/** A member's plant by its custom name, else the catalogue's common name, else 'Unknown Plant'. */
export function swapPlantName(plant: { custom_name: string | null; plants: { common_name: string } }): string {
  return plant.custom_name?.trim() || plant.plants.common_name.trim() || UNKNOWN_PLANT_NAME;
}
