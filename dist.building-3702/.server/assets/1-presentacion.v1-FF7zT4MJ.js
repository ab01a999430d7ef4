import "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/interview/1-presentacion.v1.js
var validate = validate10;
var _1_presentacion_v1_default = validate10;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "region" || key0 === "motivo" || key0 === "duracion" || key0 === "acompanantes")) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				message: "must NOT have additional properties"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.region !== void 0) {
			let data0 = data.region;
			if (typeof data0 !== "string") {
				const err1 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
			const _errs4 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs5 = errors;
			if ("usa" !== data0) {
				const err2 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "usa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			var _valid0 = _errs5 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs6 = errors;
			if ("canada" !== data0) {
				const err3 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "canada" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			var _valid0 = _errs6 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else {
				if (_valid0) {
					valid1 = true;
					passing0 = 1;
				}
				const _errs7 = errors;
				if ("europa" !== data0) {
					const err4 = {
						instancePath: instancePath + "/region",
						schemaPath: "#/properties/region/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "europa" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				var _valid0 = _errs7 === errors;
				if (_valid0 && valid1) {
					valid1 = false;
					passing0 = [passing0, 2];
				} else if (_valid0) {
					valid1 = true;
					passing0 = 2;
				}
			}
			if (!valid1) {
				const err5 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			} else {
				errors = _errs4;
				if (vErrors !== null) {
					if (_errs4) vErrors.length = _errs4;
					else vErrors = null;
				}
			}
		}
		if (data.motivo !== void 0) {
			let data1 = data.motivo;
			if (typeof data1 !== "string") {
				const err6 = {
					instancePath: instancePath + "/motivo",
					schemaPath: "#/properties/motivo/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			const _errs10 = errors;
			let valid2 = false;
			let passing1 = null;
			const _errs11 = errors;
			if ("turismo" !== data1) {
				const err7 = {
					instancePath: instancePath + "/motivo",
					schemaPath: "#/properties/motivo/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "turismo" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
			var _valid1 = _errs11 === errors;
			if (_valid1) {
				valid2 = true;
				passing1 = 0;
			}
			const _errs12 = errors;
			if ("negocios" !== data1) {
				const err8 = {
					instancePath: instancePath + "/motivo",
					schemaPath: "#/properties/motivo/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "negocios" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			var _valid1 = _errs12 === errors;
			if (_valid1 && valid2) {
				valid2 = false;
				passing1 = [passing1, 1];
			} else {
				if (_valid1) {
					valid2 = true;
					passing1 = 1;
				}
				const _errs13 = errors;
				if ("visita-familiar" !== data1) {
					const err9 = {
						instancePath: instancePath + "/motivo",
						schemaPath: "#/properties/motivo/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "visita-familiar" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				var _valid1 = _errs13 === errors;
				if (_valid1 && valid2) {
					valid2 = false;
					passing1 = [passing1, 2];
				} else {
					if (_valid1) {
						valid2 = true;
						passing1 = 2;
					}
					const _errs14 = errors;
					if ("estudios" !== data1) {
						const err10 = {
							instancePath: instancePath + "/motivo",
							schemaPath: "#/properties/motivo/oneOf/3/const",
							keyword: "const",
							params: { allowedValue: "estudios" },
							message: "must be equal to constant"
						};
						if (vErrors === null) vErrors = [err10];
						else vErrors.push(err10);
						errors++;
					}
					var _valid1 = _errs14 === errors;
					if (_valid1 && valid2) {
						valid2 = false;
						passing1 = [passing1, 3];
					} else {
						if (_valid1) {
							valid2 = true;
							passing1 = 3;
						}
						const _errs15 = errors;
						if ("tratamiento-medico" !== data1) {
							const err11 = {
								instancePath: instancePath + "/motivo",
								schemaPath: "#/properties/motivo/oneOf/4/const",
								keyword: "const",
								params: { allowedValue: "tratamiento-medico" },
								message: "must be equal to constant"
							};
							if (vErrors === null) vErrors = [err11];
							else vErrors.push(err11);
							errors++;
						}
						var _valid1 = _errs15 === errors;
						if (_valid1 && valid2) {
							valid2 = false;
							passing1 = [passing1, 4];
						} else {
							if (_valid1) {
								valid2 = true;
								passing1 = 4;
							}
							const _errs16 = errors;
							if ("transito" !== data1) {
								const err12 = {
									instancePath: instancePath + "/motivo",
									schemaPath: "#/properties/motivo/oneOf/5/const",
									keyword: "const",
									params: { allowedValue: "transito" },
									message: "must be equal to constant"
								};
								if (vErrors === null) vErrors = [err12];
								else vErrors.push(err12);
								errors++;
							}
							var _valid1 = _errs16 === errors;
							if (_valid1 && valid2) {
								valid2 = false;
								passing1 = [passing1, 5];
							} else if (_valid1) {
								valid2 = true;
								passing1 = 5;
							}
						}
					}
				}
			}
			if (!valid2) {
				const err13 = {
					instancePath: instancePath + "/motivo",
					schemaPath: "#/properties/motivo/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			} else {
				errors = _errs10;
				if (vErrors !== null) {
					if (_errs10) vErrors.length = _errs10;
					else vErrors = null;
				}
			}
		}
		if (data.duracion !== void 0) {
			let data2 = data.duracion;
			if (typeof data2 !== "string") {
				const err14 = {
					instancePath: instancePath + "/duracion",
					schemaPath: "#/properties/duracion/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			}
			const _errs19 = errors;
			let valid3 = false;
			let passing2 = null;
			const _errs20 = errors;
			if ("hasta-15" !== data2) {
				const err15 = {
					instancePath: instancePath + "/duracion",
					schemaPath: "#/properties/duracion/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "hasta-15" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
			var _valid2 = _errs20 === errors;
			if (_valid2) {
				valid3 = true;
				passing2 = 0;
			}
			const _errs21 = errors;
			if ("16-30" !== data2) {
				const err16 = {
					instancePath: instancePath + "/duracion",
					schemaPath: "#/properties/duracion/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "16-30" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
			var _valid2 = _errs21 === errors;
			if (_valid2 && valid3) {
				valid3 = false;
				passing2 = [passing2, 1];
			} else {
				if (_valid2) {
					valid3 = true;
					passing2 = 1;
				}
				const _errs22 = errors;
				if ("31-60" !== data2) {
					const err17 = {
						instancePath: instancePath + "/duracion",
						schemaPath: "#/properties/duracion/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "31-60" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err17];
					else vErrors.push(err17);
					errors++;
				}
				var _valid2 = _errs22 === errors;
				if (_valid2 && valid3) {
					valid3 = false;
					passing2 = [passing2, 2];
				} else {
					if (_valid2) {
						valid3 = true;
						passing2 = 2;
					}
					const _errs23 = errors;
					if ("mas-60" !== data2) {
						const err18 = {
							instancePath: instancePath + "/duracion",
							schemaPath: "#/properties/duracion/oneOf/3/const",
							keyword: "const",
							params: { allowedValue: "mas-60" },
							message: "must be equal to constant"
						};
						if (vErrors === null) vErrors = [err18];
						else vErrors.push(err18);
						errors++;
					}
					var _valid2 = _errs23 === errors;
					if (_valid2 && valid3) {
						valid3 = false;
						passing2 = [passing2, 3];
					} else if (_valid2) {
						valid3 = true;
						passing2 = 3;
					}
				}
			}
			if (!valid3) {
				const err19 = {
					instancePath: instancePath + "/duracion",
					schemaPath: "#/properties/duracion/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			} else {
				errors = _errs19;
				if (vErrors !== null) {
					if (_errs19) vErrors.length = _errs19;
					else vErrors = null;
				}
			}
		}
		if (data.acompanantes !== void 0) {
			let data3 = data.acompanantes;
			if (typeof data3 !== "string") {
				const err20 = {
					instancePath: instancePath + "/acompanantes",
					schemaPath: "#/properties/acompanantes/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
			const _errs26 = errors;
			let valid4 = false;
			let passing3 = null;
			const _errs27 = errors;
			if ("solo" !== data3) {
				const err21 = {
					instancePath: instancePath + "/acompanantes",
					schemaPath: "#/properties/acompanantes/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "solo" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err21];
				else vErrors.push(err21);
				errors++;
			}
			var _valid3 = _errs27 === errors;
			if (_valid3) {
				valid4 = true;
				passing3 = 0;
			}
			const _errs28 = errors;
			if ("familia" !== data3) {
				const err22 = {
					instancePath: instancePath + "/acompanantes",
					schemaPath: "#/properties/acompanantes/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "familia" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			}
			var _valid3 = _errs28 === errors;
			if (_valid3 && valid4) {
				valid4 = false;
				passing3 = [passing3, 1];
			} else {
				if (_valid3) {
					valid4 = true;
					passing3 = 1;
				}
				const _errs29 = errors;
				if ("grupo" !== data3) {
					const err23 = {
						instancePath: instancePath + "/acompanantes",
						schemaPath: "#/properties/acompanantes/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "grupo" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err23];
					else vErrors.push(err23);
					errors++;
				}
				var _valid3 = _errs29 === errors;
				if (_valid3 && valid4) {
					valid4 = false;
					passing3 = [passing3, 2];
				} else if (_valid3) {
					valid4 = true;
					passing3 = 2;
				}
			}
			if (!valid4) {
				const err24 = {
					instancePath: instancePath + "/acompanantes",
					schemaPath: "#/properties/acompanantes/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing3 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err24];
				else vErrors.push(err24);
				errors++;
			} else {
				errors = _errs26;
				if (vErrors !== null) {
					if (_errs26) vErrors.length = _errs26;
					else vErrors = null;
				}
			}
		}
	} else {
		const err25 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err25];
		else vErrors.push(err25);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { _1_presentacion_v1_default as default, validate };
