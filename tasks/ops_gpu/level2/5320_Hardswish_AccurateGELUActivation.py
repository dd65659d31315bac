"""Hardswish -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 10, index 77, transformers#2, dim 0 x597)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """Hardswish -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2388, 32, 32, 32)]


def get_init_inputs():
    return []
