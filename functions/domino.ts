/** Custom functions: Domino (Chapter 11). */
export {};
