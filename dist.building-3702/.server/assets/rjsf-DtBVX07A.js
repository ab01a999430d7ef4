import "./createAjv-CaVRL1Yl.js";
export {};
