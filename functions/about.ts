/** Custom functions: About the add-in. */
export {};
