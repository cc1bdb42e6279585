/** Custom functions: Journal (Redbook SG24-6286). */
export {};
