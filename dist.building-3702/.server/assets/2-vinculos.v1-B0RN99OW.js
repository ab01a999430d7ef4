import "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/interview/2-vinculos.v1.js
var validate = validate10;
var _2_vinculos_v1_default = validate10;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "region" || key0 === "situacionLaboral" || key0 === "ingresoLaboral" || key0 === "vinculosFamiliares" || key0 === "ingresoFamiliar" || key0 === "valorPropiedades")) {
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
		if (data.situacionLaboral !== void 0) {
			let data1 = data.situacionLaboral;
			if (typeof data1 !== "string") {
				const err6 = {
					instancePath: instancePath + "/situacionLaboral",
					schemaPath: "#/properties/situacionLaboral/type",
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
			if ("empleado-fijo" !== data1) {
				const err7 = {
					instancePath: instancePath + "/situacionLaboral",
					schemaPath: "#/properties/situacionLaboral/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "empleado-fijo" },
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
			if ("independiente" !== data1) {
				const err8 = {
					instancePath: instancePath + "/situacionLaboral",
					schemaPath: "#/properties/situacionLaboral/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "independiente" },
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
				if ("jubilado" !== data1) {
					const err9 = {
						instancePath: instancePath + "/situacionLaboral",
						schemaPath: "#/properties/situacionLaboral/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "jubilado" },
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
					if ("estudiante" !== data1) {
						const err10 = {
							instancePath: instancePath + "/situacionLaboral",
							schemaPath: "#/properties/situacionLaboral/oneOf/3/const",
							keyword: "const",
							params: { allowedValue: "estudiante" },
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
						if ("empleado-temporal" !== data1) {
							const err11 = {
								instancePath: instancePath + "/situacionLaboral",
								schemaPath: "#/properties/situacionLaboral/oneOf/4/const",
								keyword: "const",
								params: { allowedValue: "empleado-temporal" },
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
							if ("sin-empleo" !== data1) {
								const err12 = {
									instancePath: instancePath + "/situacionLaboral",
									schemaPath: "#/properties/situacionLaboral/oneOf/5/const",
									keyword: "const",
									params: { allowedValue: "sin-empleo" },
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
					instancePath: instancePath + "/situacionLaboral",
					schemaPath: "#/properties/situacionLaboral/oneOf",
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
		if (data.ingresoLaboral !== void 0) {
			let data2 = data.ingresoLaboral;
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 > 1e9 || isNaN(data2)) {
					const err14 = {
						instancePath: instancePath + "/ingresoLaboral",
						schemaPath: "#/properties/ingresoLaboral/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 1e9
						},
						message: "must be <= 1000000000"
					};
					if (vErrors === null) vErrors = [err14];
					else vErrors.push(err14);
					errors++;
				}
				if (data2 < 0 || isNaN(data2)) {
					const err15 = {
						instancePath: instancePath + "/ingresoLaboral",
						schemaPath: "#/properties/ingresoLaboral/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err15];
					else vErrors.push(err15);
					errors++;
				}
			} else {
				const err16 = {
					instancePath: instancePath + "/ingresoLaboral",
					schemaPath: "#/properties/ingresoLaboral/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
		}
		if (data.vinculosFamiliares !== void 0) {
			let data3 = data.vinculosFamiliares;
			if (typeof data3 !== "string") {
				const err17 = {
					instancePath: instancePath + "/vinculosFamiliares",
					schemaPath: "#/properties/vinculosFamiliares/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			const _errs21 = errors;
			let valid3 = false;
			let passing2 = null;
			const _errs22 = errors;
			if ("conyuge-hijos" !== data3) {
				const err18 = {
					instancePath: instancePath + "/vinculosFamiliares",
					schemaPath: "#/properties/vinculosFamiliares/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "conyuge-hijos" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			}
			var _valid2 = _errs22 === errors;
			if (_valid2) {
				valid3 = true;
				passing2 = 0;
			}
			const _errs23 = errors;
			if ("conyuge" !== data3) {
				const err19 = {
					instancePath: instancePath + "/vinculosFamiliares",
					schemaPath: "#/properties/vinculosFamiliares/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "conyuge" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			}
			var _valid2 = _errs23 === errors;
			if (_valid2 && valid3) {
				valid3 = false;
				passing2 = [passing2, 1];
			} else {
				if (_valid2) {
					valid3 = true;
					passing2 = 1;
				}
				const _errs24 = errors;
				if ("padres-hermanos" !== data3) {
					const err20 = {
						instancePath: instancePath + "/vinculosFamiliares",
						schemaPath: "#/properties/vinculosFamiliares/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "padres-hermanos" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err20];
					else vErrors.push(err20);
					errors++;
				}
				var _valid2 = _errs24 === errors;
				if (_valid2 && valid3) {
					valid3 = false;
					passing2 = [passing2, 2];
				} else {
					if (_valid2) {
						valid3 = true;
						passing2 = 2;
					}
					const _errs25 = errors;
					if ("ninguno" !== data3) {
						const err21 = {
							instancePath: instancePath + "/vinculosFamiliares",
							schemaPath: "#/properties/vinculosFamiliares/oneOf/3/const",
							keyword: "const",
							params: { allowedValue: "ninguno" },
							message: "must be equal to constant"
						};
						if (vErrors === null) vErrors = [err21];
						else vErrors.push(err21);
						errors++;
					}
					var _valid2 = _errs25 === errors;
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
				const err22 = {
					instancePath: instancePath + "/vinculosFamiliares",
					schemaPath: "#/properties/vinculosFamiliares/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			} else {
				errors = _errs21;
				if (vErrors !== null) {
					if (_errs21) vErrors.length = _errs21;
					else vErrors = null;
				}
			}
		}
		if (data.ingresoFamiliar !== void 0) {
			let data4 = data.ingresoFamiliar;
			if (typeof data4 == "number" && isFinite(data4)) {
				if (data4 > 1e9 || isNaN(data4)) {
					const err23 = {
						instancePath: instancePath + "/ingresoFamiliar",
						schemaPath: "#/properties/ingresoFamiliar/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 1e9
						},
						message: "must be <= 1000000000"
					};
					if (vErrors === null) vErrors = [err23];
					else vErrors.push(err23);
					errors++;
				}
				if (data4 < 0 || isNaN(data4)) {
					const err24 = {
						instancePath: instancePath + "/ingresoFamiliar",
						schemaPath: "#/properties/ingresoFamiliar/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err24];
					else vErrors.push(err24);
					errors++;
				}
			} else {
				const err25 = {
					instancePath: instancePath + "/ingresoFamiliar",
					schemaPath: "#/properties/ingresoFamiliar/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err25];
				else vErrors.push(err25);
				errors++;
			}
		}
		if (data.valorPropiedades !== void 0) {
			let data5 = data.valorPropiedades;
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 > 1e9 || isNaN(data5)) {
					const err26 = {
						instancePath: instancePath + "/valorPropiedades",
						schemaPath: "#/properties/valorPropiedades/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 1e9
						},
						message: "must be <= 1000000000"
					};
					if (vErrors === null) vErrors = [err26];
					else vErrors.push(err26);
					errors++;
				}
				if (data5 < 0 || isNaN(data5)) {
					const err27 = {
						instancePath: instancePath + "/valorPropiedades",
						schemaPath: "#/properties/valorPropiedades/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err27];
					else vErrors.push(err27);
					errors++;
				}
			} else {
				const err28 = {
					instancePath: instancePath + "/valorPropiedades",
					schemaPath: "#/properties/valorPropiedades/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err28];
				else vErrors.push(err28);
				errors++;
			}
		}
	} else {
		const err29 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err29];
		else vErrors.push(err29);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { _2_vinculos_v1_default as default, validate };
