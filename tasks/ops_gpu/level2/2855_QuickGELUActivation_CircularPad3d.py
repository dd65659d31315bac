"""hf.QuickGELUActivation -> CircularPad3d: synthesised by warpgym synth (seed 7, index 4513, transformers#2, dim 0 x3150)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(50400, 32, 16, 16)]


def get_init_inputs():
    return []
