// frontend/admin/lists/queryKeys.ts
var SUMMARY_KEY = ["admin", "summary"];
var listKey = (resource, params) => params ? [
	"admin",
	resource,
	params
] : ["admin", resource];
/** The public carousel query (the landing page's data): saving a slide invalidates it. */
var CAROUSEL_KEY = ["/api/carousel-images"];
export { SUMMARY_KEY as n, listKey as r, CAROUSEL_KEY as t };
