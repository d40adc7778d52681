"""Maps the repo-root ``assets/`` and ``i18n/`` folders (and ``packaging/licenses`` and
``packaging/linux``, read at run time by About and ``--install-desktop-entry``) into the wheel.

They live at the top of the repository (the project's agreed layout) but must
ship inside the package, as ``traversone_desktop.assets`` and
``traversone_desktop.i18n``; pyproject.toml alone cannot add them next to the
discovered packages.
"""

from setuptools import find_packages, setup

setup(
    packages=[
        *find_packages(include=["traversone_desktop", "traversone_desktop.*"]),
        "traversone_desktop.assets",
        "traversone_desktop.i18n",
        "traversone_desktop.licenses",
        "traversone_desktop.linux",
    ],
    package_dir={
        "traversone_desktop.assets": "assets",
        "traversone_desktop.i18n": "i18n",
        "traversone_desktop.licenses": "packaging/licenses",
        "traversone_desktop.linux": "packaging/linux",
    },
    package_data={
        "traversone_desktop.assets": ["**/*"],
        # .keep: the folder must exist before the first compiled translation lands.
        "traversone_desktop.i18n": ["*.qm", "*.ts", ".keep"],
        "traversone_desktop.licenses": ["*.txt"],
        "traversone_desktop.linux": ["*.desktop", "*.xml", "icons/**/*"],
    },
    include_package_data=False,
)
