/** Custom functions: TN3270 (z/OS V1R4 Communications Server). */
export {};
