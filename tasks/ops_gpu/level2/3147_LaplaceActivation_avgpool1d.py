"""hf.LaplaceActivation -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 4963, transformers#2, dim 0 x1066)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(34112, 128, 64)]


def get_init_inputs():
    return []
