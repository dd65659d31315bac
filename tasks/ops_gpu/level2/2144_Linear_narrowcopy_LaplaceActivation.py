"""Linear -> torch.narrow_copy -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 3388, transformers#3, dim 0 x1736)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """Linear -> torch.narrow_copy -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=1024, out_features=1024)
        self.laplaceactivation_2 = LaplaceActivation()

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.narrow_copy(x, -1, 2, 2)
        x = self.laplaceactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(111104, 1024)]


def get_init_inputs():
    return []
