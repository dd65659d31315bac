"""hf.ClippedGELUActivation -> torch.sinc -> Sigmoid: synthesised by warpgym synth (seed 7, index 161, transformers#3, dim 0 x1623)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> torch.sinc -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = torch.sinc(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(830976, 256)]


def get_init_inputs():
    return []
