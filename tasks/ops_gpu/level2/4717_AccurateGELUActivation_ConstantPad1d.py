"""hf.AccurateGELUActivation -> ConstantPad1d: synthesised by warpgym synth (seed 8, index 424, transformers#2, dim 0 x484)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(247808, 256)]


def get_init_inputs():
    return []
