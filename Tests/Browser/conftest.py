"""Fixtures for the playground's browser tests: a headless Chromium (Debian's package) driven through
WebDriver (chromium-driver), pointed at a running `responder serve` (PLAYGROUND_URL)."""

import os
import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def _first_existing(*names):
    for name in names:
        path = shutil.which(name) or (name if os.path.exists(name) else None)
        if path:
            return path
    return None


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("PLAYGROUND_URL")
    if not url:
        pytest.skip("PLAYGROUND_URL is not set: run Tests/Browser/run.sh")
    return url


@pytest.fixture(scope="session")
def responder_bin():
    return os.environ.get("RESPONDER_BIN", "responder")


@pytest.fixture
def browser(base_url):
    options = webdriver.ChromeOptions()
    binary = _first_existing("chromium", "/usr/bin/chromium", "chromium-browser")
    if binary:
        options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--touch-events=enabled"):
        options.add_argument(argument)
    driver_path = _first_existing("chromedriver", "/usr/bin/chromedriver")
    service = Service(executable_path=driver_path) if driver_path else Service()
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_window_size(1400, 1000)
    yield driver
    driver.quit()
