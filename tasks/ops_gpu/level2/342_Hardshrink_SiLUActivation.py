"""Hardshrink -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 523, transformers#2, dim 0 x7178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """Hardshrink -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1837568, 256)]


def get_init_inputs():
    return []
