"""Hardtanh -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 4879, transformers#2, dim 0 x7208)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """Hardtanh -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(461312, 1024)]


def get_init_inputs():
    return []
