"""Builds the compiled double-dummy search, ``engine.solver._core`` (a C extension).

Everything else about the package is in pyproject.toml; setuptools reads both. gcc and the
Python headers are all it needs, on developers' machines and CI alike.
"""

import platform
from pathlib import Path

from setuptools import Extension, setup


def _cpu_flags() -> list[str]:
    """popcnt and BMI2's pext when the machine that builds (pip builds on the machine that
    runs it) has them: a fifth off the solver's time; without them the portable code is used."""
    if platform.machine() not in ("x86_64", "AMD64"):
        return []
    try:
        cpu = Path("/proc/cpuinfo").read_text()
    except OSError:
        return []
    words = set(cpu.split())
    return [f"-m{flag}" for flag in ("popcnt", "bmi2") if flag in words]


setup(
    ext_modules=[
        Extension(
            "engine.solver._core",
            sources=["engine/solver/_core.c"],
            extra_compile_args=["-O3", "-std=c11", "-Wall", "-Wno-unused-parameter", *_cpu_flags()],
        )
    ]
)
