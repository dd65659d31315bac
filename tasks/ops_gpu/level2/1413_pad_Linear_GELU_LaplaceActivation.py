"""F.pad -> Linear -> GELU -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 2260, transformers#4, dim 0 x1314)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.pad -> Linear -> GELU -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=258, out_features=258)
        self.gelu_2 = nn.GELU()
        self.laplaceactivation_3 = LaplaceActivation()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.linear_1(x)
        x = self.gelu_2(x)
        x = self.laplaceactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(168192, 256)]


def get_init_inputs():
    return []
