"""SELU -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 1910, transformers#2, dim 0 x615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """SELU -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(9840, 64, 128)]


def get_init_inputs():
    return []
