"""F.silu -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 2287, transformers#2, dim 0 x3460)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.silu -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = F.silu(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(13840, 16, 8, 8, 8)]


def get_init_inputs():
    return []
