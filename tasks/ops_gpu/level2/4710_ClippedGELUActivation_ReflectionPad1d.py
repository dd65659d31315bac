"""hf.ClippedGELUActivation -> ReflectionPad1d: synthesised by warpgym synth (seed 8, index 417, transformers#2, dim 0 x3882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(62112, 32, 256)]


def get_init_inputs():
    return []
