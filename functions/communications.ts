/** Custom functions: Communications and OptiConnect (Chapter 5). */
export {};
