/** Custom functions: Growth and response time. */
export {};
