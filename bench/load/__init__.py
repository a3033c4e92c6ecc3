"""`make load`: the load benchmark (see run.py)."""
