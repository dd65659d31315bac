"""Linear -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 6881, torch#2, dim 0 x6787)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=8, out_features=8)
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.linear_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(27148, 16, 8, 8, 8), torch.randn(27148, 16, 8, 8, 8)]


def get_init_inputs():
    return []
