/** Custom functions: Main storage, LPAR and CPU (Chapters 17-19, Appendix B). */
export {};
