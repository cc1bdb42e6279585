/** Custom functions: Disk (Chapter 14, Appendix C). */
export {};
