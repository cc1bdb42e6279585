/** Custom functions: Save and restore (Chapter 15). */
export {};
