"""The process runtime: `make run`, the gunicorn worker and its hooks, and the local HTTPS authority."""
