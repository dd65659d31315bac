"""Hardshrink -> hf.LaplaceActivation -> torch.minimum: synthesised by warpgym synth (seed 7, index 1686, transformers#3, dim 0 x518)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """Hardshrink -> hf.LaplaceActivation -> torch.minimum"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = self.laplaceactivation_1(x)
        x = torch.minimum(x, x1)
        return x


def get_inputs():
    return [torch.randn(2072, 32, 32, 32), torch.randn(2072, 32, 32, 32)]


def get_init_inputs():
    return []
