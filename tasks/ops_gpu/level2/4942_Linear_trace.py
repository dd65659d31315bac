"""Linear -> torch.trace: synthesised by warpgym synth (seed 9, index 344, torch#2, dim 0 x240)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> torch.trace"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=1024, out_features=1024)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(15360, 1024)]


def get_init_inputs():
    return []
