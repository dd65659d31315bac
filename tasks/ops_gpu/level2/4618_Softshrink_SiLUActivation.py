"""Softshrink -> hf.SiLUActivation: synthesised by warpgym synth (seed 8, index 282, transformers#2, dim 0 x860)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """Softshrink -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(6880, 64, 16, 16)]


def get_init_inputs():
    return []
