"""F.glu -> Linear -> torch.triu: synthesised by warpgym synth (seed 7, index 2993, torch#3, dim 0 x4453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> Linear -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=64, out_features=64)

    def forward(self, x):
        x = F.glu(x)
        x = self.linear_1(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(71248, 64, 128)]


def get_init_inputs():
    return []
