"""F.tanh -> Hardswish -> hf.ClippedGELUActivation -> F.rrelu: synthesised by warpgym synth (seed 7, index 5373, transformers#4, dim 0 x5796)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.tanh -> Hardswish -> hf.ClippedGELUActivation -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = F.tanh(x)
        x = self.hardswish_1(x)
        x = self.clippedgeluactivation_2(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(741888, 256)]


def get_init_inputs():
    return []
