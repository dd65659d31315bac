"""ELU -> torch.neg -> Linear: synthesised by warpgym synth (seed 9, index 261, torch#3, dim 0 x7578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.neg -> Linear"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.linear_2 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.neg(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(1939968, 256)]


def get_init_inputs():
    return []
