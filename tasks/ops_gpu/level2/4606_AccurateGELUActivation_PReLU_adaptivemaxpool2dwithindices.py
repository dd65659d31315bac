"""hf.AccurateGELUActivation -> PReLU -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 8, index 267, transformers#3, dim 0 x1626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> PReLU -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.prelu_1(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(26016, 64, 128)]


def get_init_inputs():
    return []
