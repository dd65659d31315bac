"""hf.ClippedGELUActivation -> ConstantPad1d -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 3250, transformers#3, dim 0 x447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> ConstantPad1d -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.hardsigmoid_2 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = self.constantpad1d_1(x)
        x = self.hardsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(14304, 128, 64)]


def get_init_inputs():
    return []
