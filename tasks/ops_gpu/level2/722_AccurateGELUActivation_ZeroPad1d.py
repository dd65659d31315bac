"""hf.AccurateGELUActivation -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 1159, transformers#2, dim 0 x211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3376, 32, 16, 16)]


def get_init_inputs():
    return []
