"""hf.LaplaceActivation -> F.conv1d: synthesised by warpgym synth (seed 8, index 55, transformers#2, dim 0 x136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.conv1d"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = F.conv1d(x, x1)
        return x


def get_inputs():
    return [torch.randn(2176, 32, 256), torch.randn(2176, 32, 256)]


def get_init_inputs():
    return []
