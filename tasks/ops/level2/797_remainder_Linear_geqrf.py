"""torch.remainder -> Linear -> torch.geqrf: synthesised by warpgym synth (seed 7, index 1055, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> Linear -> torch.geqrf"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=1024, out_features=1024)

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = self.linear_1(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(64, 1024), torch.randn(64, 1024)]


def get_init_inputs():
    return []
