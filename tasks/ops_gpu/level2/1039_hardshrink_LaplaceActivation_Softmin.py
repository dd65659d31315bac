"""F.hardshrink -> hf.LaplaceActivation -> Softmin: synthesised by warpgym synth (seed 7, index 1692, transformers#3, dim 0 x1231)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.hardshrink -> hf.LaplaceActivation -> Softmin"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.softmin_2 = nn.Softmin()

    def forward(self, x):
        x = F.hardshrink(x)
        x = self.laplaceactivation_1(x)
        x = self.softmin_2(x)
        return x


def get_inputs():
    return [torch.randn(4924, 16, 8, 8, 8)]


def get_init_inputs():
    return []
