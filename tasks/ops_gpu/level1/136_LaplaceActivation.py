"""hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 1965, transformers#1, dim 0 x3667)."""
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
    return [torch.randn(14668, 32, 32, 32)]


def get_init_inputs():
    return []
