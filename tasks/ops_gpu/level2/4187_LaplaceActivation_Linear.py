"""hf.LaplaceActivation -> Linear: synthesised by warpgym synth (seed 7, index 6575, transformers#2, dim 0 x195)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> Linear"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.linear_1 = nn.Linear(in_features=64, out_features=64)

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(6240, 128, 64)]


def get_init_inputs():
    return []
