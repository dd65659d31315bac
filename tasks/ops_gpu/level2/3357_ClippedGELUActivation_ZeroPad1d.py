"""hf.ClippedGELUActivation -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 5282, transformers#2, dim 0 x579)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(9264, 32, 256)]


def get_init_inputs():
    return []
