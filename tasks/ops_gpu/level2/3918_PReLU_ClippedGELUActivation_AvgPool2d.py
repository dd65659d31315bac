"""PReLU -> hf.ClippedGELUActivation -> AvgPool2d: synthesised by warpgym synth (seed 7, index 6170, transformers#3, dim 0 x691)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """PReLU -> hf.ClippedGELUActivation -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.avgpool2d_2 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.clippedgeluactivation_1(x)
        x = self.avgpool2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2764, 32, 32, 32)]


def get_init_inputs():
    return []
