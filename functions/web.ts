/** Custom functions: Web serving (Chapter 6). */
export {};
