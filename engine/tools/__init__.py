"""Command-line tools over the engine: the CLI, simulations and benchmarks."""
