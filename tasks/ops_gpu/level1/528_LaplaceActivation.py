"""hf.LaplaceActivation: synthesised by warpgym synth (seed 9, index 687, transformers#1, dim 0 x1698)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(108672, 1024)]


def get_init_inputs():
    return []
