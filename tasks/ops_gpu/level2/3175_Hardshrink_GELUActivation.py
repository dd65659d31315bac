"""Hardshrink -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 5005, transformers#2, dim 0 x2572)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """Hardshrink -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(658432, 256)]


def get_init_inputs():
    return []
