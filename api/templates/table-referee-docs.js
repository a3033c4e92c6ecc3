// Starts the API reference page (Swagger UI) on the OpenAPI document named by its container.
window.addEventListener("load", () => {
  const container = document.getElementById("swagger-ui-container");
  window.ui = SwaggerUIBundle({url: container.dataset.specUrl, dom_id: "#swagger-ui-container"});
});
