//# allFunctionsCalledOnLoad
import"./createAjv-DMb613NX.js";