"""Softshrink -> hf.SiLUActivation -> torch.cummin: synthesised by warpgym synth (seed 7, index 1299, transformers#3, dim 0 x872)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """Softshrink -> hf.SiLUActivation -> torch.cummin"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.siluactivation_1(x)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(446464, 256)]


def get_init_inputs():
    return []
