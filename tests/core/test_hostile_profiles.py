"""Issue #12: profile paths and contents that are hostile to the loader end in ProfileError with a
sentence that says what the file is, never in "no such profile file" for a file that exists,
never in a RecursionError; and the plausible-frontage tolerance is read from both profiles."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from shoreline_layout.core.profiles import ProfileError, load_profile


def test_a_device_a_fifo_and_a_folder_are_not_regular_files(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    for path in ("/dev/zero", str(fifo), str(tmp_path)):
        with pytest.raises(ProfileError) as info:
            load_profile(path)
        text = str(info.value)
        assert text.startswith(f"{path}: not a regular file"), text
        assert "no such profile file" not in text


def test_a_missing_file_is_still_said_to_be_missing(tmp_path: Path) -> None:
    with pytest.raises(ProfileError, match="no such profile file"):
        load_profile(str(tmp_path / "nope.toml"))


@pytest.mark.parametrize("depth", (1_000, 100_000))
def test_a_profile_nested_too_deeply_is_a_profile_error(tmp_path: Path, depth: int) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("x = " + "[" * depth + "]" * depth + "\n", encoding="utf-8")
    with pytest.raises(ProfileError) as info:
        load_profile(str(path))
    text = str(info.value)
    assert text.startswith(f"{path}: nested too deeply"), text


@pytest.mark.parametrize("name", ("keuka", "canandaigua"))
def test_the_plausible_frontage_limit_is_read_from_the_profile(name: str) -> None:
    profile = load_profile(name)
    assert profile.value("tolerances.max_plausible_frontage_ft") == 10_000


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    path.write_bytes(b"# " + b"x" * 3_000_000 + b"\n")
    with pytest.raises(ProfileError) as info:
        load_profile(str(path))
    assert str(info.value).startswith(f"{path}: 3,000,003 bytes, far more than a profile holds")
