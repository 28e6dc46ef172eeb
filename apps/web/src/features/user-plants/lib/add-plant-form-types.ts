import type { CreateUserPlantSchema } from '@rootshare/contracts/user-plants';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The values of both add forms, the profile's dialog and the add page, which check them with the server's own schema. */
export type AddPlantFormInput = z.input<typeof CreateUserPlantSchema>;
export type AddPlantFormOutput = z.output<typeof CreateUserPlantSchema>;
export type AddPlantFormMethods = UseFormReturn<AddPlantFormInput, unknown, AddPlantFormOutput>;
